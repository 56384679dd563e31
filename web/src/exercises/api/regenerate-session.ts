import { sessionStatusInfo, type SessionStatusInfo } from '@inkwell/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { exerciseKeys } from './query-keys';

export async function regenerateSession(id: string): Promise<SessionStatusInfo> {
  const body = await apiFetch<unknown>(`/exercises/sessions/${encodeURIComponent(id)}/regenerate`, {
    method: 'POST',
    fallback: 'Failed to regenerate the exercises',
  });
  return sessionStatusInfo.parse(body);
}

/** Generates a failed or cancelled session again (issue 14); its status is then polled as usual. */
export function useRegenerateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateSession,
    onSuccess: async (info) => {
      queryClient.setQueryData(exerciseKeys.status(info.session_id), info);
      await queryClient.invalidateQueries({ queryKey: exerciseKeys.all });
    },
  });
}
