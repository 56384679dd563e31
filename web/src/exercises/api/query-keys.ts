/** Query keys of the exercises feature, all under 'exercises'. */
export const exerciseKeys = {
  all: ['exercises'] as const,
  list: ['exercises', 'list'] as const,
  session: (id: string) => ['exercises', 'session', id] as const,
  status: (id: string) => ['exercises', 'status', id] as const,
  byJournal: (entryId: string) => ['exercises', 'by-journal', entryId] as const,
  deckConcepts: ['exercises', 'deck-concepts'] as const,
};

/** GET path of one session with its modules (also requested early by main.tsx, decision 114). */
export const sessionPath = (id: string) => `/exercises/sessions/${encodeURIComponent(id)}`;

/** GET path of an entry's session (also requested early on the entry's page, decision 125). */
export const sessionByJournalPath = (entryId: string) =>
  `/exercises/sessions/by-journal/${encodeURIComponent(entryId)}`;

/** The status is polled every 3000 ms while a session is generating. */
export const STATUS_POLL_MS = 3000;

/** The exercise list asks for at most 50 sessions. */
export const SESSION_LIST_LIMIT = 50;
