import { journalEntry, type JournalEntry } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../lib/api';
import { journalKeys } from './keys';
import { journalPaths } from './paths';
import { parseAnswer } from './parse-answer';

const FALLBACK = 'Failed to load journal entry';
export async function getJournalEntry(id: string): Promise<JournalEntry> {
  const answer = await apiFetch<unknown>(journalPaths.entry(id), { fallback: FALLBACK });
  return parseAnswer(journalEntry, answer, FALLBACK);
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
