import { sessionStatusInfo, type SessionStatusInfo } from '@inkwell/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../lib/api';
import { exerciseKeys } from './query-keys';

export interface CreateSessionInput {
  concept_ids: string[];
  title?: string;
}

export async function createSession(input: CreateSessionInput): Promise<SessionStatusInfo> {
  const body = await apiFetch<unknown>('/exercises/sessions', {
    method: 'POST',
    body: jsonBody(input),
    fallback: 'Failed to create exercise session',
  });
  return sessionStatusInfo.parse(body);
}

/** Create Exercise: a new session from deck concepts; the list then shows it generating. */
export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: async (info) => {
      queryClient.setQueryData(exerciseKeys.status(info.session_id), info);
      await queryClient.invalidateQueries({ queryKey: exerciseKeys.list });
    },
  });
}
