import {
  entryVersionsResponse,
  journalEntry,
  type EntryVersion,
  type JournalEntry,
  type ReviseJournalEntryBody,
} from '@inkwell/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetchParsed, jsonBody } from '../../lib/api';
import { journalPaths } from '../../lib/api-paths';
import { entryAssessmentKey, journalKeys } from '../../lib/query-keys';
import { t } from '../../i18n/runtime';

/** The entry's earlier versions, oldest first (only asked for once the entry has been analysed or revised). */
export function useEntryVersions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: journalKeys.versions(id),
    queryFn: async (): Promise<EntryVersion[]> =>
      (
        await apiFetchParsed(journalPaths.versions(id), entryVersionsResponse, {
          fallback: t('journal.versionsFailed'),
        })
      ).versions,
    enabled,
  });
}

/**
 * Revises an analysed entry: the server keeps the old text and its assessment as an earlier version and
 * the entry is "not analysed" again, so what the page cached of its assessment is dropped.
 */
export function useReviseEntry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviseJournalEntryBody): Promise<JournalEntry> =>
      apiFetchParsed(journalPaths.revise(id), journalEntry, {
        method: 'POST',
        body: jsonBody(body),
        fallback: t('journal.revisionFailed'),
      }),
    onSuccess: async (entry) => {
      queryClient.removeQueries({ queryKey: entryAssessmentKey(entry.id) });
      queryClient.setQueryData(journalKeys.entry(entry.id), entry);
      await queryClient.invalidateQueries({ queryKey: journalKeys.all, refetchType: 'active' });
    },
  });
}
