import { finished } from 'node:stream/promises';
import { Readable, type PassThrough } from 'node:stream';
import type { Kysely } from 'kysely';
import yazl from 'yazl';
import type { Database } from '../../db/schema.js';
import { renderFrontMatter } from './front-matter.js';
import { journalPages } from './source.js';

/** `journal/2026-11-25.md` per day: front matter, a blank line, the entry (decision 162). */
export function dayFile(row: {
  day: string;
  time_zone: string;
  target_language: string | null;
  content: string;
  level: string | null;
}): { name: string; body: string } {
  const front = renderFrontMatter({
    date: row.day,
    language: row.target_language,
    level: row.level,
    timeZone: row.time_zone,
  });
  return { name: `journal/${row.day}.md`, body: `${front}\n${row.content.replace(/\s+$/, '')}\n` };
}

/**
 * The journal as a zip stream. A slow client holds back the database reads instead of the server
 * buffering the whole archive.
 */
export function journalZip(k: Kysely<Database>, userId: string, mtime = new Date()): Readable {
  const zip = new yazl.ZipFile();
  // yazl's output is a PassThrough (its typings say only ReadableStream).
  const out = zip.outputStream as unknown as PassThrough;
  void (async () => {
    try {
      let previous: Readable | null = null;
      for await (const page of journalPages(k, userId)) {
        // yazl compresses a buffer entry at once (all of them in parallel); a stream entry only when its
        // turn comes, piped with backpressure. Waiting for the previous page's last file keeps one page
        // queued ahead of the client, whatever the journal's size.
        if (previous) await finished(previous);
        for (const row of page) {
          const f = dayFile(row);
          previous = Readable.from([Buffer.from(f.body, 'utf8')]);
          zip.addReadStream(previous, f.name, { mtime });
        }
      }
      zip.end();
    } catch (err) {
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    }
  })();
  return out;
}
