/**
 * The API paths that more than one feature asks for, or that the early requests start before the app's code
 * has loaded (decisions 114, 125, 184). One builder each, so a feature never copies another's path as a
 * string. No imports: this file ships in the boot script and the entry chunk.
 */

/** GET/PUT of the signed-in user's profile. */
export const ME_PATH = '/auth/me';

/** The home page lists the five latest entries, and the early requests ask for exactly those. */
export const RECENT_ENTRIES_SHOWN = 5;

const entry = (id: string) => `/documents/journal/${encodeURIComponent(id)}`;

/** The journal's entries, and what hangs off one entry (its assessment, correction states). */
export const journalPaths = {
  month: (year: number, month: number) => `/documents/journal/monthly/${year}/${month}`,
  list: (limit: number) => `/documents/journal/?limit=${limit}`,
  /** Without a zone the server uses the profile's, then UTC (decision 030). */
  stats: (timeZone: string | undefined) =>
    `/documents/journal/stats${timeZone ? `?time_zone=${encodeURIComponent(timeZone)}` : ''}`,
  entry,
  assess: (id: string) => `${entry(id)}/assess`,
  cancelAssess: (id: string) => `${entry(id)}/assess/cancel`,
  assessment: (id: string) => `${entry(id)}/assessment`,
  correctionStates: (id: string) => `${entry(id)}/correction-states`,
  revise: (id: string) => `${entry(id)}/revise`,
  versions: (id: string) => `${entry(id)}/versions`,
};

/** A deck: each deck page counts and reviews its own cards; none means both (Home). */
export type DeckKind = 'vocab' | 'grammar';

/** The decks' cards (read by the deck pages and by Create Exercise) and the due queue. */
export const deckPaths = {
  vocabCards: (limit: number) => `/concepts/vocab-cards?limit=${limit}`,
  grammarCards: (limit: number) => `/concepts/grammar-cards?limit=${limit}`,
  /** The due cards: all, one deck's, or one concept's. */
  due(opts: { limit: number; conceptId?: string | null; kind?: DeckKind | null }): string {
    const params = new URLSearchParams({ limit: String(opts.limit) });
    if (opts.conceptId) params.set('concept_id', opts.conceptId);
    if (opts.kind) params.set('kind', opts.kind);
    return `/concepts/review/due?${params}`;
  },
};

/** Exercise sessions: one session with its modules (the player), and an entry's session (its page). */
export const sessionPaths = {
  session: (id: string) => `/exercises/sessions/${encodeURIComponent(id)}`,
  byJournal: (entryId: string) => `/exercises/sessions/by-journal/${encodeURIComponent(entryId)}`,
};
