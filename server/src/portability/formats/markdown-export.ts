import { finished } from 'node:stream/promises';
import { Readable, type PassThrough } from 'node:stream';
import yazl from 'yazl';
import type { Executor } from '../../db/executor.js';
import { renderFrontMatter } from './front-matter.js';
import { journalPages, type JournalRow } from './source.js';

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
export function journalZip(
  k: Executor,
  userId: string,
  mtime = new Date(),
  pages: AsyncIterable<JournalRow[]> = journalPages(k, userId),
): Readable {
  const zip = new yazl.ZipFile();
  // yazl's output is a PassThrough (its typings say only ReadableStream).
  const out = zip.outputStream as unknown as PassThrough;
  // A client that leaves mid-download destroys the output; yazl then never reads the queued entry, so
  // the wait for it must end with the output or the page reader would hang on it for good.
  const closed = new AbortController();
  out.once('close', () => closed.abort());
  void (async () => {
    let previous: Readable | null = null;
    try {
      for await (const page of pages) {
        // yazl compresses a buffer entry at once (all of them in parallel); a stream entry only when its
        // turn comes, piped with backpressure. Waiting for the previous page's last file keeps one page
        // queued ahead of the client, whatever the journal's size.
        if (previous) await finished(previous, { signal: closed.signal });
        if (closed.signal.aborted) return;
        for (const row of page) {
          const f = dayFile(row);
          previous = Readable.from([Buffer.from(f.body, 'utf8')]);
          zip.addReadStream(previous, f.name, { mtime });
        }
      }
      zip.end();
    } catch (err) {
      previous?.destroy();
      if (!closed.signal.aborted) out.destroy(err instanceof Error ? err : new Error(String(err)));
    }
  })();
  return out;
}
