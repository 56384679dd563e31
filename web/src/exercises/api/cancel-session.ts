import { sessionStatusInfo, type SessionStatusInfo } from '@inkwell/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { exerciseKeys } from './query-keys';

export async function cancelSession(id: string): Promise<SessionStatusInfo> {
  const body = await apiFetch<unknown>(`/exercises/sessions/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    fallback: 'Failed to cancel exercise generation',
  });
  return sessionStatusInfo.parse(body);
}

/** Cancels a generating session; the new status replaces the polled one at once. */
export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSession,
    onSuccess: async (info) => {
      queryClient.setQueryData(exerciseKeys.status(info.session_id), info);
      await queryClient.invalidateQueries({ queryKey: exerciseKeys.all });
    },
  });
}
