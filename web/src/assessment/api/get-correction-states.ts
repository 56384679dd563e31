import { correctionStatesResponse, type CorrectionStatesResponse } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetchParsed } from '../../lib/api';
import { journalPaths } from '../../lib/api-paths';
import { assessmentKeys } from './query-keys';

/**
 * GET …/correction-states. On failure the page only logs and falls back to the browser cache,
 * so this answers null instead of throwing.
 */
const CORRECTION_STATES_FRESH_MS = 30_000;

export async function getCorrectionStates(entryId: string): Promise<CorrectionStatesResponse | null> {
  try {
    return await apiFetchParsed(journalPaths.correctionStates(entryId), correctionStatesResponse);
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
    // This page's own changes update the cached copy; parts that mount later need not ask again at once.
    staleTime: CORRECTION_STATES_FRESH_MS,
  });
}
