import { exerciseSession } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetchParsed } from '../../lib/api';
import { sessionPaths } from '../../lib/api-paths';
import { toPlayerSession, type PlayerSession } from '../player/session-data';
import { exerciseKeys } from './query-keys';
import { t } from '../../i18n/runtime';

/** The session and its modules as sent; each module is checked later, one by one (session-data.ts). */
export const sessionAnswer = z.object({ session: exerciseSession, modules: z.array(z.unknown()) });

export async function getSession(id: string): Promise<PlayerSession> {
  return toPlayerSession(
    await apiFetchParsed(sessionPaths.session(id), sessionAnswer, { fallback: t('apiError.session.load') }),
  );
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
