import type { CorrectionStateRequest } from '@inkwell/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../lib/api';
import { entryPath } from './query-keys';

/** POST …/correction-state: one correction accepted or rejected (the answer is not needed). */
export async function saveCorrectionState(entryId: string, body: CorrectionStateRequest): Promise<void> {
  await apiFetch<unknown>(`${entryPath(entryId)}/correction-state`, { method: 'POST', body: jsonBody(body) });
}

export function useSaveCorrectionState(entryId: string) {
  return useMutation({ mutationFn: (body: CorrectionStateRequest) => saveCorrectionState(entryId, body) });
}
