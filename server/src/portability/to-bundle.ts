import { readFile } from 'node:fs/promises';
import { countWords } from '../journal/index.js';
import type { ImportBundle } from './bundle.js';
import { headOf, parseJournalUpload, type UploadSource } from './formats/journal-import.js';
import { checkRows } from './import-limits.js';
import { checkJsonBounds } from './json-bounds.js';
import { parseJsonExport } from './parse-json.js';
import { checkBundleEntries } from './validate-import.js';

/**
 * An upload → the import bundle: an Inkwell JSON export (held to JSON_BOUNDS before it is parsed), or
 * a Markdown/text journal or a zip of them; then the record cap and the API's entry rules. Runs in the parse thread (parse-thread.ts).
 */
export async function toBundle(file: string, source: UploadSource): Promise<ImportBundle> {
  const first = (await headOf(source)).toString('utf8').trimStart();
  let bundle: ImportBundle;
  if (/\.json$/i.test(file) || first.startsWith('{')) {
    const text = Buffer.isBuffer(source) ? source.toString('utf8') : await readFile(source.path, 'utf8');
    checkJsonBounds(text, file);
    bundle = parseJsonExport(text, file);
  } else {
    bundle = await parseJournalUpload(file, source);
  }
  checkRows(bundle, file);
  // Every format's entries as the API takes them (decision 208).
  checkBundleEntries(bundle);
  // Counted here, in the parse thread: a preview of 12,000 entries counted words for a second or two.
  for (const e of bundle.entries) e.words = countWords(e.text, e.language);
  return bundle;
}
