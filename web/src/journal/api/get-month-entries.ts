import { journalMonthResponse, type JournalMonthResponse } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetchParsed } from '../../lib/api';
import { journalPaths } from '../../lib/api-paths';
import { journalKeys } from '../../lib/query-keys';
import { t } from '../../i18n/runtime';

export async function getMonthEntries(year: number, month: number): Promise<JournalMonthResponse> {
  return apiFetchParsed(journalPaths.month(year, month), journalMonthResponse, {
    fallback: t('journal.monthFailed'),
  });
}

/** The caller's entries of one month (month 1–12), placed by their `day`. */
export function useMonthEntries(year: number, month: number) {
  return useQuery({ queryKey: journalKeys.month(year, month), queryFn: () => getMonthEntries(year, month) });
}
