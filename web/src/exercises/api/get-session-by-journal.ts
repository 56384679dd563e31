import { sessionByJournal, type SessionByJournal } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { useAfterPaint } from '../../lib/after-paint';
import { ApiError, apiFetchParsed } from '../../lib/api';
import { sessionPaths } from '../../lib/api-paths';
import { exerciseKeys } from './query-keys';
import { t } from '../../i18n/runtime';

/** The entry's exercise session; an entry without one answers 404, which means null. */
export async function getSessionByJournal(entryId: string): Promise<SessionByJournal | null> {
  try {
    return await apiFetchParsed(sessionPaths.byJournal(entryId), sessionByJournal, {
      fallback: t('apiError.session.byJournal'),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Asked once the entry page has painted (decision 312): until then the launch button shows 'checking', the
 * same size as the launch button it usually becomes, and the lookup does not delay the entry's text.
 */
export function useSessionByJournal(entryId: string, enabled: boolean) {
  const painted = useAfterPaint();
  return useQuery({
    queryKey: exerciseKeys.byJournal(entryId),
    queryFn: () => getSessionByJournal(entryId),
    enabled: enabled && painted,
  });
}
