import { sessionListItem, type SessionListItem } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetchParsed } from '../../lib/api';
import { exerciseKeys, SESSION_LIST_LIMIT } from './query-keys';

export const SESSIONS_ERROR = 'Failed to fetch exercise sessions';

export async function listSessions(): Promise<SessionListItem[]> {
  return apiFetchParsed(`/exercises/user/sessions?limit=${SESSION_LIST_LIMIT}`, z.array(sessionListItem), {
    fallback: SESSIONS_ERROR,
  });
}

export function useSessionList() {
  return useQuery({ queryKey: exerciseKeys.list, queryFn: listSessions });
}
