import { sessionByJournal, type SessionByJournal } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../lib/api';
import { exerciseKeys, sessionByJournalPath } from './query-keys';

export const BY_JOURNAL_ERROR = 'Failed to get exercise session by journal ID';

/** The entry's exercise session; an entry without one answers 404, which means null. */
export async function getSessionByJournal(entryId: string): Promise<SessionByJournal | null> {
  try {
    const body = await apiFetch<unknown>(sessionByJournalPath(entryId), {
      fallback: BY_JOURNAL_ERROR,
    });
    return sessionByJournal.parse(body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useSessionByJournal(entryId: string, enabled: boolean) {
  return useQuery({
    queryKey: exerciseKeys.byJournal(entryId),
    queryFn: () => getSessionByJournal(entryId),
    enabled,
  });
}
