import type { AssessmentCorrection } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { getAnalysisProgress } from './api/get-analysis-progress';
import { assessmentKeys } from './api/query-keys';

const NONE: readonly AssessmentCorrection[] = [];

/**
 * The corrections a running analysis has found so far (decision 171), read from the analysis progress
 * the analyze control already polls: this observer never fetches itself, so one poll runs per page.
 */
export function useCorrectionsSoFar(entryId: string): readonly AssessmentCorrection[] {
  const { data } = useQuery({
    queryKey: assessmentKeys.progress(entryId),
    queryFn: () => getAnalysisProgress(entryId),
    enabled: false,
  });
  return data?.status === 'running' ? (data.corrections ?? NONE) : NONE;
}
