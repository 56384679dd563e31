import { journalEntry, type JournalEntry, type StoreJournalEntryBody } from '@inkwell/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchParsed, jsonBody } from '../../lib/api';
import { journalKeys } from '../../lib/query-keys';
import { t } from '../../i18n/runtime';

/** Creates the entry of a day, or updates the one that day already has (one entry per day). */
export async function storeJournalEntry(body: StoreJournalEntryBody): Promise<JournalEntry> {
  return apiFetchParsed('/documents/journal/store/', journalEntry, {
    method: 'POST',
    body: jsonBody(body),
    fallback: t('journal.saveFailed'),
  });
}

export function useStoreJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeJournalEntry,
    onSuccess: async (entry) => {
      queryClient.setQueryData(journalKeys.entry(entry.id), entry);
      await queryClient.invalidateQueries({ queryKey: journalKeys.all });
    },
  });
}
