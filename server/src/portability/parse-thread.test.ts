import { describe, expect, it } from 'vitest';
import { parseOffThread } from './parse-thread.js';
import { dayAfter, exportedEntry } from './test-entry.js';

const entry = (i: number, content: string) =>
  exportedEntry({
    ref: `e${i}`,
    day: dayAfter('2001-01-01', i),
    content,
    target_language: 'es',
    word_count: 1,
  });
const exportOf = (entries: unknown[]) =>
  Buffer.from(
    JSON.stringify({
      format: 'inkwell-export',
      version: 1,
      exported_at: '2026-11-25T00:00:00Z',
      profile: null,
      entries,
      concepts: [],
      sessions: [],
    }),
  );

describe('parseOffThread', () => {
  it('gives back the bundle of a JSON export, with word counts and each entry’s text in the document too', async () => {
    const entries = Array.from({ length: 450 }, (_, i) => entry(i, `Hoy fui al mercado ${i}.`));
    const bundle = await parseOffThread('mine.json', exportOf(entries));
    expect(bundle.entries).toHaveLength(450);
    expect(bundle.entries[449]).toMatchObject({ text: 'Hoy fui al mercado 449.', words: 5, key: 'e449' });
    const doc = bundle.rich!.document as { entries: { content: string }[]; concepts: unknown[] };
    expect(doc.entries.map((e) => e.content)).toEqual(entries.map((e) => e.content));
    expect(doc.concepts).toEqual([]);
  });

  it('a Markdown journal too; a refusal of the parser is a 400 naming file and line', async () => {
    const md = await parseOffThread('j.md', Buffer.from('# 2026-11-25\nHola, hoy fui al mercado.\n'));
    expect(md).toMatchObject({ format: 'markdown', entries: [{ day: '2026-11-25', words: 5 }] });
    const bad = await parseOffThread('mine.json', Buffer.from('{"format":"inkwell-export",')).catch((e) => e);
    expect(bad).toMatchObject({ status: 400, message: expect.stringMatching(/^mine\.json, line 1: /) });
  });

  it('a parse past its time is stopped: 400 saying so', async () => {
    const err = await parseOffThread('slow.json', exportOf([entry(0, 'x')]), {
      heapMb: 256,
      timeoutMs: 1,
    }).catch((e) => e);
    expect(err).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^slow\.json: reading the file took longer than/),
    });
  });

  it('a file needing more memory than the thread may use: 413, and the process goes on', async () => {
    // 60,000 small entries (~14 MB): their objects fill a 48 MB heap a little at a time, which is how a
    // bounded document (json-bounds.ts) grows; the thread is stopped, not the process.
    const big = exportOf(Array.from({ length: 60_000 }, (_, i) => entry(i % 50_000, 'x'.repeat(50))));
    const err = await parseOffThread('big.json', big, { heapMb: 48, timeoutMs: 60_000 }).catch((e) => e);
    expect(err).toMatchObject({
      status: 413,
      message: expect.stringMatching(/^big\.json: reading the file needs more than the 48 MB/),
    });
  }, 60_000);
});
