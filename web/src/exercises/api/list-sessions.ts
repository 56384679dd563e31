import { sessionListItem, type SessionListItem } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../lib/api';
import { exerciseKeys, SESSION_LIST_LIMIT } from './query-keys';

export const SESSIONS_ERROR = 'Failed to fetch exercise sessions';

export async function listSessions(): Promise<SessionListItem[]> {
  const body = await apiFetch<unknown>(`/exercises/user/sessions?limit=${SESSION_LIST_LIMIT}`, {
    fallback: SESSIONS_ERROR,
  });
  return z.array(sessionListItem).parse(body);
}

export function useSessionList() {
  return useQuery({ queryKey: exerciseKeys.list, queryFn: listSessions });
}
