/** TanStack Query keys of the assessment feature. */
export const assessmentKeys = {
  all: ['assessment'] as const,
  progress: (entryId: string) => ['assessment', entryId, 'progress'] as const,
  correctionStates: (entryId: string) => ['assessment', entryId, 'correction-states'] as const,
};

/**
 * The journal feature's root key (its `journalKeys.all`). Features don't import each other, so the key is
 * named here: when an analysis ends, the entry is refetched so its page turns read-only and shows the result.
 */
export const JOURNAL_ROOT_KEY = ['journal'] as const;

/** The decks feature's root key (its `deckKeys.all`): its card lists are refetched after cards are created. */
export const DECKS_ROOT_KEY = ['decks'] as const;

export const entryPath = (entryId: string) => `/documents/journal/${encodeURIComponent(entryId)}`;

/** GET path of an entry's assessment (also requested early by main.tsx, decision 114). */
export const assessmentPath = (entryId: string) => `${entryPath(entryId)}/assessment`;

/** GET path of an entry's correction states (also requested early, decision 125). */
export const correctionStatesPath = (entryId: string) => `${entryPath(entryId)}/correction-states`;
