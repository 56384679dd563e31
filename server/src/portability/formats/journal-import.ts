import { open, readFile } from 'node:fs/promises';
import { ImportError, type BundleEntry, type ImportBundle } from '../bundle.js';
import { DEFAULT_LIMITS, forEachZipText } from './safe-zip.js';
import { parseJournalFile } from './text-journal.js';

/** An upload: bytes in memory (a small JSON body), or a file on disk (a streamed upload). */
export type UploadSource = Buffer | { path: string };

/** A zip starts with a local file header, or (empty zip) with the end-of-central-directory record. */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05);
}

/** The first 64 bytes, to tell a zip or a JSON document from a text file. */
export async function headOf(source: UploadSource): Promise<Buffer> {
  if (Buffer.isBuffer(source)) return source.subarray(0, 64);
  const file = await open(source.path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(64), 0, 64, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * An uploaded journal → the normalised ImportBundle: a zip of day files (our Markdown export or any
 * folder of .md/.txt), or one .md/.txt file. Throws ImportError naming the file (and line) on bad input.
 * A zip on disk is read from the file, one member at a time: neither the zip nor all of its inflated
 * files are in memory at once, only the entries parsed so far.
 */
export async function parseJournalUpload(fileName: string, source: UploadSource): Promise<ImportBundle> {
  if (looksLikeZip(await headOf(source)) || /\.zip$/i.test(fileName)) {
    const entries: BundleEntry[] = [];
    let files = 0;
    await forEachZipText(fileName, source, DEFAULT_LIMITS, (f) => {
      files++;
      entries.push(...parseJournalFile(`${fileName}: ${f.name}`, f.bytes));
    });
    if (files === 0) throw new ImportError('holds no .md or .txt journal files', fileName);
    return { format: 'markdown-zip', entries: noDuplicateDays(entries) };
  }
  const bytes = Buffer.isBuffer(source) ? source : await readFile(source.path);
  const entries = parseJournalFile(fileName, bytes);
  return { format: /\.(md|markdown)$/i.test(fileName) ? 'markdown' : 'text', entries };
}

/** Two files for one day would silently lose one of them: name both. */
function noDuplicateDays(entries: BundleEntry[]): BundleEntry[] {
  const seen = new Map<string, BundleEntry>();
  for (const e of entries) {
    const first = seen.get(e.day);
    if (first) {
      throw new ImportError(
        `a second entry for ${e.day} (also in ${first.source.file})`,
        e.source.file,
        e.source.line,
      );
    }
    seen.set(e.day, e);
  }
  return entries;
}
