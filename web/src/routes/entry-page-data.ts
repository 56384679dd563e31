import type { QueryClient } from '@tanstack/react-query';
import { analysisProgressQuery } from '../assessment';
import { journalEntryQuery } from '../journal/api/get-journal-entry';

/**
 * Reads what the entry page draws on its first render into the cache (decision 312): the entry (its text
 * is the page's largest paint, issue 28) and, for an analysed entry, its assessment, so the corrections
 * editor's highlights and chips are in the first paint and nothing moves when they arrive. Both reads
 * take the boot script's early answers (web/src/early-requests.ts). A failed read is not retried here,
 * which would hold back the first render: the page reads again when it mounts and shows the failure as
 * before. A never-analysed entry's assessment is not asked for (a 404, issue 21).
 */
export async function preloadEntryData(entryId: string, queryClient: QueryClient): Promise<void> {
  const entry = journalEntryQuery(entryId);
  await queryClient.prefetchQuery({ ...entry, retry: false });
  if (queryClient.getQueryData(entry.queryKey)?.analysis_state === 'analyzed')
    await queryClient.prefetchQuery({ ...analysisProgressQuery(entryId), retry: false });
}
