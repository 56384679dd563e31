/**
 * The ONE normalised import bundle. Every import format (Inkwell JSON export, Markdown zip, plain-text or
 * Markdown journals in `formats/`) is parsed into this shape first; preview and commit consume only this.
 * Nothing here carries an id of a user: everything is re-owned by the importer at commit time.
 */

/** Where a piece of the bundle came from, so a conflict or an error can name the file and line. */
export interface BundleSource {
  file: string;
  line?: number;
}

export interface BundleEntry {
  /** The learner-day, 'YYYY-MM-DD' (unique per user: one entry per day). */
  day: string;
  /** IANA time zone of that day; parsers without one use 'UTC'. */
  timeZone: string;
  /** ISO 639-1 code such as 'es', or null when the source does not say. */
  language: string | null;
  /** The entry's text (Markdown allowed, front matter removed). */
  text: string;
  /** The instant written, epoch seconds; parsers without one leave it out (noon UTC of `day` is used). */
  dateSeconds?: number;
  /** Only from the JSON export: the entry's key inside the file, so `rich` records can point at it. */
  key?: string;
  /** Its word count, when the parse thread made it (the preview then counts nothing on the event loop). */
  words?: number;
  source: BundleSource;
}

/**
 * The parts only the Inkwell JSON export carries (assessments, correction states, cards with reviews,
 * exercise sessions). Shapes are the export document's own (contract `ExportDocument`), keyed by the
 * file's ids, which are only used to link records inside the file and never written as-is.
 */
export interface BundleRich {
  document: unknown;
}

export interface ImportBundle {
  /** 'inkwell-json' | 'markdown-zip' | 'text' | 'markdown' — for messages only. */
  format: string;
  entries: BundleEntry[];
  rich?: BundleRich;
}

/** A parse failure: a clear message naming the file and (when known) the line. Parsers throw it. */
export class ImportError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line?: number,
  ) {
    super(line === undefined ? `${file}: ${message}` : `${file}, line ${line}: ${message}`);
    this.name = 'ImportError';
  }
}

/** Limits every parser honours (the route also caps the upload). */
export const IMPORT_LIMITS = {
  /** Upload cap of the import route, bytes. */
  maxUploadBytes: 50 * 1024 * 1024,
  /** Total uncompressed bytes a zip may expand to (zip-bomb guard). */
  maxExpandedBytes: 200 * 1024 * 1024,
  maxEntries: 20_000,
  /** Days outside this range are refused ("dates out of range"). */
  minDay: '1900-01-01',
  maxDay: '2100-12-31',
} as const;
