import { describe, expect, it } from 'vitest';
import { ImportError } from '../bundle.js';
import { parseJournalUpload } from './journal-import.js';
import { readZipTexts } from './safe-zip.js';
import { zipOf } from './test-zip.js';

async function errorOf(p: Promise<unknown>): Promise<ImportError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  if (e instanceof ImportError) return e;
  throw new Error(`expected an ImportError, got ${String(e)}`);
}

describe('parseJournalUpload', () => {
  it('reads a zip of day files, skipping folders, metadata and other files', async () => {
    const zip = await zipOf({
      'journal/2026-11-24.md': '---\ndate: 2026-11-24\nlanguage: fr\n---\n\nBonjour.\n',
      'journal/25 November 2026.txt': 'Salut.',
      '__MACOSX/journal/._2026-11-24.md': 'junk',
      'journal/photo.jpg': Buffer.from([1, 2, 3]),
    });
    const bundle = await parseJournalUpload('export.zip', zip);
    expect(bundle.format).toBe('markdown-zip');
    expect(bundle.entries.map((e) => [e.day, e.language, e.text, e.source.file])).toEqual([
      ['2026-11-24', 'fr', 'Bonjour.', 'export.zip: journal/2026-11-24.md'],
      ['2026-11-25', null, 'Salut.', 'export.zip: journal/25 November 2026.txt'],
    ]);
  });

  it('reads one Markdown file', async () => {
    const bundle = await parseJournalUpload('j.md', Buffer.from('# 2026-11-25\nHola'));
    expect(bundle).toMatchObject({ format: 'markdown', entries: [{ day: '2026-11-25', text: 'Hola' }] });
  });

  it('refuses two files for one day, naming both', async () => {
    const zip = await zipOf({ 'a/2026-11-25.md': 'x', 'b/25.11.2026.md': 'y' });
    expect((await errorOf(parseJournalUpload('j.zip', zip))).message).toBe(
      'j.zip: b/25.11.2026.md, line 1: a second entry for 2026-11-25 (also in j.zip: a/2026-11-25.md)',
    );
  });

  it('names the member and line of non-UTF-8 text inside a zip', async () => {
    const zip = await zipOf({ '2026-11-25.txt': Buffer.from([0x68, 0x0a, 0xff]) });
    expect((await errorOf(parseJournalUpload('j.zip', zip))).message).toBe(
      'j.zip: 2026-11-25.txt, line 2: is not UTF-8 text (save it as UTF-8 and try again)',
    );
  });
});

describe('readZipTexts', () => {
  it('refuses a truncated zip', async () => {
    const zip = await zipOf({ '2026-11-25.md': 'Hola '.repeat(1000) });
    const e = await errorOf(readZipTexts('cut.zip', zip.subarray(0, zip.length - 30)));
    expect(e.message).toMatch(/^cut\.zip: the zip is damaged or truncated/);
  });

  it('refuses a zip with a damaged entry body', async () => {
    const zip = await zipOf({ '2026-11-25.md': 'Hola '.repeat(1000) });
    zip.fill(0xff, 60, 80); // inside the deflated data of the only member
    expect((await errorOf(readZipTexts('bad.zip', zip))).message).toContain('damaged or truncated');
  });

  it('refuses a zip bomb by its compression ratio before inflating it', async () => {
    const zip = await zipOf({ '2026-11-25.md': Buffer.alloc(5 * 1024 * 1024, 0x61) });
    expect((await errorOf(readZipTexts('bomb.zip', zip))).message).toMatch(
      /2026-11-25\.md: compresses \d+:1/,
    );
  });

  it('refuses more files or more expanded bytes than the caps', async () => {
    const zip = await zipOf({ '1.md': 'a'.repeat(600), '2.md': 'b'.repeat(600), '3.md': 'c' });
    const limits = { maxFiles: 2, maxExpandedBytes: 1000, maxRatio: 100 };
    expect((await errorOf(readZipTexts('many.zip', zip, limits))).message).toBe(
      'many.zip: holds 3 files; at most 2',
    );
    const big = { ...limits, maxFiles: 10 };
    expect((await errorOf(readZipTexts('big.zip', zip, big))).message).toBe(
      'big.zip: expands to more than 0 MiB',
    );
  });

  it('refuses path traversal and absolute names', async () => {
    for (const [evil, why] of [
      ['../2026-11-25.md', 'leaves the archive'],
      ['/etc/2026-11-25.md', 'an absolute path'],
    ] as const) {
      // yazl refuses to write such names, so the name is patched into the finished archive.
      const safe = evil.replace('..', 'xx').replace('/etc', 'xetc');
      const zip = await zipOf({ [safe]: 'x' });
      const patched = Buffer.from(zip.toString('latin1').split(safe).join(evil), 'latin1');
      expect((await errorOf(readZipTexts('evil.zip', patched))).message).toContain(why);
    }
  });
});
