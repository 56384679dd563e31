import {
  correctionStatesSaved,
  type CorrectionStateRequest,
  type CorrectionStatesResponse,
} from '@inkwell/contract';
import { apiFetch, jsonBody } from '../../lib/api';
import { entryPath } from './query-keys';

/** POST …/correction-state: one correction accepted or rejected; answers every stored state of the entry. */
export async function saveCorrectionState(
  entryId: string,
  body: CorrectionStateRequest,
): Promise<CorrectionStatesResponse> {
  const answer = await apiFetch<unknown>(`${entryPath(entryId)}/correction-state`, {
    method: 'POST',
    body: jsonBody(body),
  });
  return correctionStatesSaved.parse(answer);
}
