import type { Db } from '../db/database.js';

/** What an entry's assessment discovered, shown on My Journals rows. */
export interface JournalEntrySummary {
  new_words: number;
  new_grammar_points: number;
  /** Assessed student language level, e.g. 'B1'; null before assessment. */
  level: string | null;
}

/** Batch reader: summaries of the caller's entries with these ids (missing ids = not assessed). */
export type JournalSummarySource = (
  db: Db,
  userId: string,
  entryIds: readonly string[],
) => Promise<ReadonlyMap<string, JournalEntrySummary>>;

export const NOT_ASSESSED: JournalEntrySummary = { new_words: 0, new_grammar_points: 0, level: null };

// The assessment domain owns the data; it plugs its reader in with one call, so the journal does not
// import it (assessment depends on journal, never the reverse).
let source: JournalSummarySource | null = null;

/**
 * Called once by the assessment domain (e.g. when its routes plugin registers). Returns the reader it
 * replaced, so a test can put it back; null removes the reader.
 */
export function provideJournalSummaries(reader: JournalSummarySource | null): JournalSummarySource | null {
  const previous = source;
  source = reader;
  return previous;
}

/** Summaries for a page of entries, one batch query; entries without an assessment get NOT_ASSESSED. */
export async function journalSummaries(
  db: Db,
  userId: string,
  entryIds: readonly string[],
): Promise<(id: string) => JournalEntrySummary> {
  if (!source || entryIds.length === 0) return () => NOT_ASSESSED;
  const found = await source(db, userId, entryIds);
  return (id) => found.get(id) ?? NOT_ASSESSED;
}
