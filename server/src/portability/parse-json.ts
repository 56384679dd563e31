import { EXPORT_DOCUMENT_VERSION, exportDocument, type ExportDocument } from '@inkwell/contract';
import { IMPORT_LIMITS, ImportError, type ImportBundle } from './bundle.js';

/** Line (1-based) of a character offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The line a record of a section starts on; the export writes one record per line. */
function recordLine(text: string, section: string, index: number): number | undefined {
  const at = text.indexOf(`"${section}":[`);
  if (at < 0) return undefined;
  let pos = at;
  for (let i = 0; i <= index; i++) {
    const next = text.indexOf('\n', pos + 1);
    if (next < 0) return undefined;
    pos = next;
  }
  return lineAt(text, pos + 1);
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
  if (!head || typeof head !== 'object' || head.format !== 'inkwell-export') {
    throw new ImportError('this is not an Inkwell JSON export (no "format": "inkwell-export")', file, 1);
  }
  if (typeof head.version !== 'number' || head.version > EXPORT_DOCUMENT_VERSION) {
    throw new ImportError(
      `the export is of version ${String(head.version)}; this Inkwell reads version ${EXPORT_DOCUMENT_VERSION} and older — update Inkwell first`,
      file,
      1,
    );
  }
  const parsed = exportDocument.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const [section, index] = issue.path;
    const line =
      typeof section === 'string' && typeof index === 'number' ? recordLine(text, section, index) : undefined;
    throw new ImportError(`${issue.path.join('.')}: ${issue.message}`, file, line);
  }
  const doc: ExportDocument = parsed.data;
  if (doc.entries.length > IMPORT_LIMITS.maxEntries) {
    throw new ImportError(`more than ${IMPORT_LIMITS.maxEntries} entries`, file);
  }
  const days = new Set<string>();
  const entries = doc.entries.map((e, i) => {
    const line = recordLine(text, 'entries', i);
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
  return { format: 'inkwell-json', entries, rich: { document: doc } };
}
