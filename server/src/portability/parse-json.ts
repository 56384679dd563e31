import { EXPORT_DOCUMENT_VERSION, exportDocument, type ExportDocument } from '@inkwell/contract';
import { IMPORT_LIMITS, ImportError, type ImportBundle } from './bundle.js';
import { EXPORT_FORMAT } from './export-json.js';
import { checkDocumentRules, rawJsonProblem, recordName } from './validate-import.js';

/** Line (1-based) of a character offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * The line a record of a section starts on (the export writes one record per line), or undefined.
 * The line breaks and section starts are found once per document: looking them up again for every
 * record made a 4,000-entry preview scan the file 4,000 times (tens of seconds).
 */
function recordLines(text: string): (section: string, index: number) => number | undefined {
  const breaks: number[] = [];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) breaks.push(i);
  // Per section: how many line breaks come before its first record's break.
  const firsts = new Map<string, number>();
  return (section, index) => {
    let first = firsts.get(section);
    if (first === undefined) {
      const at = text.indexOf(`"${section}":[`);
      first = at < 0 ? -1 : firstAtOrAfter(breaks, at + 1);
      firsts.set(section, first);
    }
    // The record starts after its section's (index + 1)-th line break: on line (breaks so far) + 1.
    return first < 0 || first + index >= breaks.length ? undefined : first + index + 2;
  };
}

/** Index of the first element of the sorted `list` that is at least `value` (list.length if none). */
function firstAtOrAfter(list: number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A day that exists on the calendar and lies within IMPORT_LIMITS. */
export function checkDay(day: string, file: string, line?: number): void {
  const d = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day) {
    throw new ImportError(`“${day}” is not a calendar day (YYYY-MM-DD)`, file, line);
  }
  if (day < IMPORT_LIMITS.minDay || day > IMPORT_LIMITS.maxDay) {
    throw new ImportError(
      `the day ${day} is out of range (${IMPORT_LIMITS.minDay} to ${IMPORT_LIMITS.maxDay})`,
      file,
      line,
    );
  }
}

/** An Inkwell JSON export → the import bundle; every failure names the file and the line. */
export function parseJsonExport(text: string, file: string): ImportBundle {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const m = /position (\d+)/.exec((e as Error).message);
    const line = m ? lineAt(text, Number(m[1])) : lineAt(text, text.length);
    throw new ImportError('the JSON is not complete or not valid (a truncated download?)', file, line);
  }
  const head = raw as { format?: unknown; version?: unknown } | null;
  if (!head || typeof head !== 'object' || head.format !== EXPORT_FORMAT) {
    throw new ImportError(`this is not an Inkwell JSON export (no "format": "${EXPORT_FORMAT}")`, file, 1);
  }
  if (typeof head.version !== 'number' || head.version > EXPORT_DOCUMENT_VERSION) {
    throw new ImportError(
      `the export is of version ${String(head.version)}; this Inkwell reads version ${EXPORT_DOCUMENT_VERSION} and older — update Inkwell first`,
      file,
      1,
    );
  }
  const lineOf = (path: readonly PropertyKey[]) => {
    const [section, index] = path;
    return typeof section === 'string' && typeof index === 'number'
      ? recordLines(text)(section, index)
      : undefined;
  };
  // Before the schema: what no schema sees (a NUL inside a string, nesting thousands deep).
  const odd = rawJsonProblem(raw);
  if (odd)
    throw new ImportError(
      `${recordName(raw, odd.path) || 'the document'} ${odd.problem}`,
      file,
      lineOf(odd.path),
    );
  // Top-level lists the document does not know are sections declared in db/owned-registry.ts: they
  // travel as they are and are checked against their declarations before anything is written.
  const known = new Set(Object.keys(exportDocument.shape));
  const extras = Object.fromEntries(Object.entries(raw as object).filter(([key]) => !known.has(key)));
  const core = Object.fromEntries(Object.entries(raw as object).filter(([key]) => known.has(key)));
  const parsed = exportDocument.safeParse(core);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = recordName(raw, issue.path);
    throw new ImportError(`${where ? `${where}: ` : ''}${issue.message}`, file, lineOf(issue.path));
  }
  const doc: ExportDocument = parsed.data;
  checkDocumentRules(doc, file, (section, index) => lineOf([section, index]));
  if (doc.entries.length > IMPORT_LIMITS.maxEntries) {
    throw new ImportError(`more than ${IMPORT_LIMITS.maxEntries} entries`, file);
  }
  const days = new Set<string>();
  const recordLine = recordLines(text);
  const entries = doc.entries.map((e, i) => {
    const line = recordLine('entries', i);
    checkDay(e.day, file, line);
    if (days.has(e.day)) throw new ImportError(`a second entry for ${e.day}`, file, line);
    days.add(e.day);
    return {
      day: e.day,
      timeZone: e.time_zone,
      language: e.target_language,
      text: e.content,
      dateSeconds: e.date_seconds,
      key: e.ref,
      source: { file, ...(line ? { line } : {}) },
    };
  });
  return { format: 'inkwell-json', entries, rich: { document: { ...doc, ...extras } } };
}
