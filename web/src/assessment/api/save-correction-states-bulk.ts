import type { CorrectionStatesBulkRequest } from '@inkwell/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../lib/api';
import { entryPath } from './query-keys';

/** POST …/correction-states/bulk: accept-all (and unconfirmed changes) kept on the server too. */
export async function saveCorrectionStatesBulk(
  entryId: string,
  body: CorrectionStatesBulkRequest,
): Promise<void> {
  await apiFetch<unknown>(`${entryPath(entryId)}/correction-states/bulk`, {
    method: 'POST',
    body: jsonBody(body),
  });
}

export function useSaveCorrectionStatesBulk(entryId: string) {
  return useMutation({
    mutationFn: (body: CorrectionStatesBulkRequest) => saveCorrectionStatesBulk(entryId, body),
  });
}
