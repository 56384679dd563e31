import {
  correctionStatesSaved,
  type CorrectionStateRequest,
  type CorrectionStatesResponse,
} from '@inkwell/contract';
import { apiFetchParsed, jsonBody } from '../../lib/api';
import { journalPaths } from '../../lib/api-paths';

/** POST …/correction-state: one correction accepted or rejected; answers every stored state of the entry. */
export async function saveCorrectionState(
  entryId: string,
  body: CorrectionStateRequest,
): Promise<CorrectionStatesResponse> {
  return apiFetchParsed(`${journalPaths.entry(entryId)}/correction-state`, correctionStatesSaved, {
    method: 'POST',
    body: jsonBody(body),
  });
}
