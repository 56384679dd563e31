import { journalEntry, type JournalEntry, type UpdateJournalEntryBody } from '@inkwell/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchParsed, jsonBody } from '../../lib/api';
import { journalPaths } from '../../lib/api-paths';
import { journalKeys } from '../../lib/query-keys';
import { t } from '../../i18n/runtime';

/**
 * Saves edits of an existing entry. `version` is the one the editor loaded; the server answers 409
 * when the entry changed since (another tab or device), so nothing is overwritten silently.
 */
export async function updateJournalEntry(id: string, body: UpdateJournalEntryBody): Promise<JournalEntry> {
  return apiFetchParsed(journalPaths.entry(id), journalEntry, {
    method: 'PUT',
    body: jsonBody(body),
    fallback: t('journal.saveFailed'),
  });
}

export function useUpdateJournalEntry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateJournalEntryBody) => updateJournalEntry(id, body),
    onSuccess: async (entry) => {
      queryClient.setQueryData(journalKeys.entry(entry.id), entry);
      await queryClient.invalidateQueries({ queryKey: journalKeys.all, refetchType: 'active' });
    },
  });
}
