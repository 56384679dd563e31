import { journalListResponse, type JournalListResponse } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetchParsed } from '../../lib/api';
import { journalPaths } from '../../lib/api-paths';
import { journalKeys } from '../../lib/query-keys';
import { t } from '../../i18n/runtime';

export async function getJournalList(limit: number): Promise<JournalListResponse> {
  return apiFetchParsed(journalPaths.list(limit), journalListResponse, {
    fallback: t('journal.list.failed'),
  });
}

/** The caller's entries, most recently updated first. */
export function useJournalList(limit: number) {
  return useQuery({ queryKey: journalKeys.list(limit), queryFn: () => getJournalList(limit) });
}
