import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchParsed } from '../../lib/api';
import { sessionPaths } from '../../lib/api-paths';
import { toPlayerSession, type PlayerSession } from '../player/session-data';
import { sessionAnswer } from './get-session';
import { exerciseKeys } from './query-keys';
import { t } from '../../i18n/runtime';

export async function completeSession(id: string): Promise<PlayerSession> {
  const answer = await apiFetchParsed(`${sessionPaths.session(id)}/complete`, sessionAnswer, {
    method: 'POST',
    fallback: t('apiError.session.complete'),
  });
  return toPlayerSession(answer);
}

/** Finish: the session becomes completed (the server also reviews the answered concepts' cards). */
export function useCompleteSession(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeSession(id),
    onSuccess: async (data) => {
      queryClient.setQueryData(exerciseKeys.session(id), data);
      await queryClient.invalidateQueries({ queryKey: exerciseKeys.list });
      await queryClient.invalidateQueries({ queryKey: exerciseKeys.status(id) });
    },
  });
}
