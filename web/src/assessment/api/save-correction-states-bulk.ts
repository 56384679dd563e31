import {
  correctionStatesSaved,
  type CorrectionStatesBulkRequest,
  type CorrectionStatesResponse,
} from '@inkwell/contract';
import { apiFetch, jsonBody } from '../../lib/api';
import { entryPath } from './query-keys';

/** POST …/correction-states/bulk: accept-all (and unconfirmed changes) kept on the server too. */
export async function saveCorrectionStatesBulk(
  entryId: string,
  body: CorrectionStatesBulkRequest,
): Promise<CorrectionStatesResponse> {
  const answer = await apiFetch<unknown>(`${entryPath(entryId)}/correction-states/bulk`, {
    method: 'POST',
    body: jsonBody(body),
  });
  return correctionStatesSaved.parse(answer);
}
