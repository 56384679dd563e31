import {
  correctionStatesSaved,
  type CorrectionStatesBulkRequest,
  type CorrectionStatesResponse,
} from '@inkwell/contract';
import { apiFetchParsed, jsonBody } from '../../lib/api';
import { journalPaths } from '../../lib/api-paths';

/** POST …/correction-states/bulk: accept-all (and unconfirmed changes) kept on the server too. */
export async function saveCorrectionStatesBulk(
  entryId: string,
  body: CorrectionStatesBulkRequest,
): Promise<CorrectionStatesResponse> {
  return apiFetchParsed(`${journalPaths.correctionStates(entryId)}/bulk`, correctionStatesSaved, {
    method: 'POST',
    body: jsonBody(body),
  });
}
