import { sessionStatusInfo, type SessionStatusInfo } from '@inkwell/contract';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiFetchParsed } from '../../lib/api';
import { exerciseKeys } from './query-keys';

/** POSTs to a sessions endpoint that answers with a session's new status, and checks that answer. */
export async function postForStatus(
  path: string,
  fallback: string,
  body?: string,
): Promise<SessionStatusInfo> {
  return apiFetchParsed(path, sessionStatusInfo, {
    method: 'POST',
    ...(body === undefined ? {} : { body }),
    fallback,
  });
}

/** A mutation answering a session's new status: it replaces the polled status at once, then `refetch` is invalidated. */
export function useStatusMutation<Input>(
  mutationFn: (input: Input) => Promise<SessionStatusInfo>,
  refetch: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (info) => {
      queryClient.setQueryData(exerciseKeys.status(info.session_id), info);
      await queryClient.invalidateQueries({ queryKey: refetch });
    },
  });
}
