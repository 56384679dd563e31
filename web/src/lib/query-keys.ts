import type { DeckKind } from './api-paths';

/**
 * The TanStack Query keys that more than one feature reads or invalidates (decision 184): the journal's (an
 * analysis that ends refetches the entry) and the decks' (created cards refetch the deck lists; Create
 * Exercise reads the deck cards under the decks' own keys, so one invalidation refreshes both).
 * Features' private keys stay in their own `api/query-keys.ts`.
 */

/** The journal's keys; its mutations invalidate `all` so every view refreshes. */
export const journalKeys = {
  all: ['journal'] as const,
  month: (year: number, month: number) => ['journal', 'month', year, month] as const,
  list: (limit: number) => ['journal', 'list', limit] as const,
  stats: (timeZone: string) => ['journal', 'stats', timeZone] as const,
  entry: (id: string) => ['journal', 'entry', id] as const,
  versions: (id: string) => ['journal', 'entry', id, 'versions'] as const,
};

/**
 * Everything the assessment feature caches of one entry (its progress, its correction states): revising
 * the entry (journal) drops it, as the entry is not analysed any more (issue 25).
 */
export const entryAssessmentKey = (entryId: string) => ['assessment', entryId] as const;

/** The decks' keys, all under 'decks'. */
export const deckKeys = {
  all: ['decks'] as const,
  vocabCards: ['decks', 'vocab-cards'] as const,
  grammarCards: ['decks', 'grammar-cards'] as const,
  progress: ['decks', 'progress'] as const,
  due: ['decks', 'due'] as const,
  dueCount: (kind: DeckKind | null) => ['decks', 'due', 'count', kind] as const,
  dueSession: (conceptId: string | null, kind: DeckKind | null) =>
    ['decks', 'due', 'session', conceptId, kind] as const,
  studyGuide: (conceptId: string) => ['decks', 'study-guide', conceptId] as const,
};
