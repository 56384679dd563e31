import { journalEntry, type JournalEntry } from '@inkwell/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetchParsed } from '../../lib/api';
import { journalPaths } from '../../lib/api-paths';
import { journalKeys } from '../../lib/query-keys';
import { t } from '../../i18n/runtime';

export async function getJournalEntry(id: string): Promise<JournalEntry> {
  return apiFetchParsed(journalPaths.entry(id), journalEntry, { fallback: t('journal.loadFailedFallback') });
}

/**
 * How long a just-read entry is not read again when a page mounts: main.tsx reads the first page's entry
 * before the first render (decision 312), and the page must not ask for it a second time. Writes and an
 * ended analysis invalidate the entry, which reads it again whatever this says.
 */
const JUST_READ_MS = 5_000;

/** One entry's query, for the page and for the read before the first render. */
export function journalEntryQuery(id: string) {
  return queryOptions({
    queryKey: journalKeys.entry(id),
    queryFn: () => getJournalEntry(id),
    staleTime: JUST_READ_MS,
    // A missing entry stays missing; retrying only delays the message.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}

export function useJournalEntry(id: string | undefined) {
  return useQuery({ ...journalEntryQuery(id ?? ''), enabled: Boolean(id) });
}
