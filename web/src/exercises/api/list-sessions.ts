import { sessionListItem, type SessionListItem } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetchParsed } from '../../lib/api';
import { exerciseKeys, SESSION_LIST_LIMIT } from './query-keys';
import { t } from '../../i18n/runtime';

export async function listSessions(): Promise<SessionListItem[]> {
  return apiFetchParsed(`/exercises/user/sessions?limit=${SESSION_LIST_LIMIT}`, z.array(sessionListItem), {
    fallback: t('exercises.loadFailed'),
  });
}

export function useSessionList() {
  return useQuery({ queryKey: exerciseKeys.list, queryFn: listSessions });
}
