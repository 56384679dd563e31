import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../../i18n/runtime';
import { apiFetch } from '../../lib/api';
import { assessFailed } from './get-analysis-progress';
import { journalPaths } from '../../lib/api-paths';
import { journalKeys } from '../../lib/query-keys';
import { assessmentKeys } from './query-keys';

/** POST …/assess: starts the analysis (the server runs it as a job; a second request starts no other). */
export async function assessEntry(entryId: string): Promise<void> {
  await apiFetch<unknown>(journalPaths.assess(entryId), { method: 'POST', fallback: assessFailed() });
}

/** POST …/assess/cancel: stops an analysis that waits for a busy model; the entry stays as it is. */
export async function cancelAssessment(entryId: string): Promise<void> {
  await apiFetch<unknown>(journalPaths.cancelAssess(entryId), {
    method: 'POST',
    fallback: t('analysis.cancelFailed'),
  });
}

export function useAssessEntry(entryId: string) {
  return useAnalysisMutation(entryId, () => assessEntry(entryId));
}

export function useCancelAssessment(entryId: string) {
  return useAnalysisMutation(entryId, () => cancelAssessment(entryId));
}

function useAnalysisMutation(entryId: string, mutationFn: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      // Even a refusal (already running or done) means there is a state worth reading again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: assessmentKeys.progress(entryId) }),
        queryClient.invalidateQueries({ queryKey: journalKeys.all }),
      ]);
    },
  });
}
