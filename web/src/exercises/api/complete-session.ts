import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { toPlayerSession, type PlayerSession } from '../player/session-data';
import { sessionAnswer } from './get-session';
import { exerciseKeys } from './query-keys';

export async function completeSession(id: string): Promise<PlayerSession> {
  const body = await apiFetch<unknown>(`/exercises/sessions/${encodeURIComponent(id)}/complete`, {
    method: 'POST',
    fallback: 'Failed to finish the exercise session',
  });
  return toPlayerSession(sessionAnswer.parse(body));
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
