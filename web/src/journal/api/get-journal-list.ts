import { journalListResponse, type JournalListResponse } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { journalKeys } from './keys';
import { journalPaths } from './paths';
import { parseAnswer } from './parse-answer';

const FALLBACK = 'Failed to fetch journal entries';

export async function getJournalList(limit: number): Promise<JournalListResponse> {
  const answer = await apiFetch<unknown>(journalPaths.list(limit), { fallback: FALLBACK });
  return parseAnswer(journalListResponse, answer, FALLBACK);
}

/** The caller's entries, most recently updated first. */
export function useJournalList(limit: number) {
  return useQuery({ queryKey: journalKeys.list(limit), queryFn: () => getJournalList(limit) });
}
