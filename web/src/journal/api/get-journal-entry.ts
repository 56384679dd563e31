import { journalEntry, type JournalEntry } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../lib/api';
import { journalKeys } from './keys';
import { parseAnswer } from './parse-answer';

const FALLBACK = 'Failed to load journal entry';
/** Shown as 'Error: Journal entry not found' (spec §8), whatever the server's wording. */
export const ENTRY_NOT_FOUND = 'Journal entry not found';

export async function getJournalEntry(id: string): Promise<JournalEntry> {
  try {
    const answer = await apiFetch<unknown>(`/documents/journal/${encodeURIComponent(id)}`, {
      fallback: FALLBACK,
    });
    return parseAnswer(journalEntry, answer, FALLBACK);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new ApiError(ENTRY_NOT_FOUND, 404);
    throw error;
  }
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
