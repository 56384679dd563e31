import { ImportError, type BundleEntry, type ImportBundle } from '../bundle.js';
import { readZipTexts } from './safe-zip.js';
import { parseJournalFile } from './text-journal.js';

/** A zip starts with a local file header, or (empty zip) with the end-of-central-directory record. */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05);
}

/**
 * An uploaded journal → the normalised ImportBundle: a zip of day files (our Markdown export or any
 * folder of .md/.txt), or one .md/.txt file. Throws ImportError naming the file (and line) on bad input.
 */
export async function parseJournalUpload(fileName: string, bytes: Buffer): Promise<ImportBundle> {
  if (looksLikeZip(bytes) || /\.zip$/i.test(fileName)) {
    const files = await readZipTexts(fileName, bytes);
    if (files.length === 0) throw new ImportError('holds no .md or .txt journal files', fileName);
    const entries = files.flatMap((f) => parseJournalFile(`${fileName}: ${f.name}`, f.bytes));
    return { format: 'markdown-zip', entries: noDuplicateDays(entries) };
  }
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
