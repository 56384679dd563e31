import { correctionStatesResponse, type CorrectionStatesResponse } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { assessmentKeys, entryPath } from './query-keys';

/**
 * GET …/correction-states. Spec §7: on failure the page only logs and falls back to the browser cache,
 * so this answers null instead of throwing.
 */
export async function getCorrectionStates(entryId: string): Promise<CorrectionStatesResponse | null> {
  try {
    const body = await apiFetch<unknown>(`${entryPath(entryId)}/correction-states`);
    return correctionStatesResponse.parse(body);
  } catch (error) {
    console.error('Could not load correction states; using the browser cache', error);
    return null;
  }
}

export function useCorrectionStatesQuery(entryId: string, enabled: boolean) {
  return useQuery({
    queryKey: assessmentKeys.correctionStates(entryId),
    queryFn: () => getCorrectionStates(entryId),
    enabled: enabled && entryId !== '',
  });
}
