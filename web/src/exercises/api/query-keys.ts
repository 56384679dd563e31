/** Query keys of the exercises feature, all under 'exercises'. */
export const exerciseKeys = {
  all: ['exercises'] as const,
  list: ['exercises', 'list'] as const,
  session: (id: string) => ['exercises', 'session', id] as const,
  status: (id: string) => ['exercises', 'status', id] as const,
  byJournal: (entryId: string) => ['exercises', 'by-journal', entryId] as const,
};

/** The status is polled every 3000 ms while a session is generating. */
export const STATUS_POLL_MS = 3000;

/** The exercise list asks for at most 50 sessions. */
export const SESSION_LIST_LIMIT = 50;
