import type { ExportDocument } from '@inkwell/contract';
import { ImportError, type ImportBundle } from './bundle.js';

/**
 * What one import may cost the server (issue 21, decision 204): the parse runs in a thread of its own
 * with these limits, every account imports one file at a time and the process a few, and a file holds
 * a bounded number of records.
 */
export const IMPORT_COSTS = {
  /** The parse thread's heap: a file needing more is refused (413) instead of filling the process. */
  parseHeapMb: 512,
  /** A parse taking longer is stopped and refused. */
  parseTimeoutMs: 60_000,
  /** Records (entries, assessments, correction states, concepts, aliases, cards, reviews, sessions, modules, answers). */
  maxRows: 300_000,
  /** Imports (preview or commit) of one account at a time. */
  perUser: 1,
  /** Imports of the whole process at a time. */
  perProcess: 2,
  /** Rows written per transaction by a commit, between which other requests run. */
  rowsPerBatch: 500,
} as const;

/** Every row the bundle would write. */
export function rowsOf(b: ImportBundle): number {
  const doc = b.rich?.document as ExportDocument | undefined;
  if (!doc) return b.entries.length;
  let rows = doc.entries.length;
  for (const e of doc.entries) rows += (e.assessment ? 1 : 0) + e.correction_states.length;
  for (const c of doc.concepts) {
    rows += 1 + c.aliases.length + c.cards.length;
    for (const card of c.cards) rows += card.reviews.length;
  }
  for (const s of doc.sessions) rows += 1 + s.modules.length + s.answers.length;
  return Math.max(rows, b.entries.length);
}

/** A file of more records than an import takes: refused, naming the limit. */
export function checkRows(b: ImportBundle, file: string, max: number = IMPORT_COSTS.maxRows): void {
  const rows = rowsOf(b);
  if (rows > max) {
    throw new ImportError(
      `the file holds ${rows} records; one import takes at most ${max} (entries, cards, reviews, sessions… together) — split the export`,
      file,
    );
  }
}
