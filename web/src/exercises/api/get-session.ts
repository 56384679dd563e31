import { exerciseSession } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../lib/api';
import { toPlayerSession, type PlayerSession } from '../player/session-data';
import { exerciseKeys, sessionPath } from './query-keys';

export const SESSION_ERROR = 'Failed to get exercise session';

/** The session and its modules as sent; each module is checked later, one by one (session-data.ts). */
export const sessionAnswer = z.object({ session: exerciseSession, modules: z.array(z.unknown()) });

export async function getSession(id: string): Promise<PlayerSession> {
  const body = await apiFetch<unknown>(sessionPath(id), {
    fallback: SESSION_ERROR,
  });
  return toPlayerSession(sessionAnswer.parse(body));
}

export function useExerciseSession(id: string | undefined) {
  return useQuery({
    queryKey: exerciseKeys.session(id ?? ''),
    queryFn: () => getSession(id!),
    enabled: Boolean(id),
    // The player owns the session once loaded; a background refetch would reset what the learner sees.
    staleTime: Infinity,
  });
}
