import type { Executor } from '../db/executor.js';

/** What an entry's assessment discovered, shown on My Journals rows. */
export interface JournalEntrySummary {
  new_words: number;
  new_grammar_points: number;
  /** Assessed student language level, e.g. 'B1'; null before assessment. */
  level: string | null;
}

/**
 * Batch reader: summaries of the caller's entries with these ids (missing ids = not assessed). The
 * assessment domain owns the data and the journal must not import it (assessment depends on journal,
 * never the reverse), so `api.ts` passes the assessment's reader to the journal routes.
 */
export type JournalSummarySource = (
  k: Executor,
  userId: string,
  entryIds: readonly string[],
) => Promise<ReadonlyMap<string, JournalEntrySummary>>;

export const NOT_ASSESSED: JournalEntrySummary = { new_words: 0, new_grammar_points: 0, level: null };

/** Summaries for a page of entries, one batch query; entries without an assessment get NOT_ASSESSED. */
export async function journalSummaries(
  source: JournalSummarySource,
  k: Executor,
  userId: string,
  entryIds: readonly string[],
): Promise<(id: string) => JournalEntrySummary> {
  if (entryIds.length === 0) return () => NOT_ASSESSED;
  const found = await source(k, userId, entryIds);
  return (id) => found.get(id) ?? NOT_ASSESSED;
}
