import { journalMonthResponse, type JournalMonthResponse } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { journalKeys } from './keys';
import { journalPaths } from './paths';
import { parseAnswer } from './parse-answer';

const FALLBACK = 'Failed to load journal entries';

export async function getMonthEntries(year: number, month: number): Promise<JournalMonthResponse> {
  const answer = await apiFetch<unknown>(journalPaths.month(year, month), {
    fallback: FALLBACK,
  });
  return parseAnswer(journalMonthResponse, answer, FALLBACK);
}

/** The caller's entries of one month (month 1–12), placed by their `day`. */
export function useMonthEntries(year: number, month: number) {
  return useQuery({ queryKey: journalKeys.month(year, month), queryFn: () => getMonthEntries(year, month) });
}
