import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { journalZip } from './markdown-export.js';
import type { JournalRow } from './source.js';

const row = (day: string, content: string): JournalRow => ({
  day,
  time_zone: 'UTC',
  target_language: 'es',
  content,
  level: null,
});

describe('journalZip', () => {
  it('stops reading pages when the client leaves mid-download', async () => {
    let pagesRead = 0;
    let released!: () => void;
    const readerReleased = new Promise<void>((resolve) => (released = resolve));
    async function* pages() {
      try {
        // Incompressible and larger than the stream buffers: unread, the entry is never finished.
        yield [row('2026-11-24', randomBytes(1 << 20).toString('base64'))];
        pagesRead++;
        yield [row('2026-11-25', 'second page')];
        pagesRead++;
        yield [row('2026-11-26', 'third page')];
      } finally {
        released();
      }
    }
    const out = journalZip({} as Kysely<Database>, 'u1', new Date(0), pages());
    out.once('data', () => out.destroy());
    out.resume();
    await once(out, 'close');
    await readerReleased;
    expect(pagesRead).toBeLessThan(2);
  });

  it('writes every page when read to the end', async () => {
    async function* pages() {
      yield [row('2026-11-24', 'uno')];
      yield [row('2026-11-25', 'dos')];
    }
    const chunks: Buffer[] = [];
    for await (const c of journalZip({} as Kysely<Database>, 'u1', new Date(0), pages()))
      chunks.push(c as Buffer);
    const zip = Buffer.concat(chunks).toString('latin1');
    expect(zip).toContain('journal/2026-11-24.md');
    expect(zip).toContain('journal/2026-11-25.md');
  });
});
