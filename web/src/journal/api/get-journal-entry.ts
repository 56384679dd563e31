import { journalEntry, type JournalEntry } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetchParsed } from '../../lib/api';
import { journalPaths } from '../../lib/api-paths';
import { journalKeys } from '../../lib/query-keys';
import { t } from '../../i18n/runtime';

export async function getJournalEntry(id: string): Promise<JournalEntry> {
  return apiFetchParsed(journalPaths.entry(id), journalEntry, { fallback: t('journal.loadFailedFallback') });
}

export function useJournalEntry(id: string | undefined) {
  return useQuery({
    queryKey: journalKeys.entry(id ?? ''),
    queryFn: () => getJournalEntry(id ?? ''),
    enabled: Boolean(id),
    // A missing entry stays missing; retrying only delays the message.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}
