import { journalStats, type JournalStats } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { journalKeys } from './keys';
import { parseAnswer } from './parse-answer';
import { browserTimeZone } from './time-zone';

const FALLBACK = 'Failed to load writing stats';

export async function getJournalStats(timeZone: string): Promise<JournalStats> {
  const answer = await apiFetch<unknown>(
    `/documents/journal/stats?time_zone=${encodeURIComponent(timeZone)}`,
    { fallback: FALLBACK },
  );
  return parseAnswer(journalStats, answer, FALLBACK);
}

/** Totals and the writing streak, with "today" taken in the browser's zone. */
export function useJournalStats() {
  const timeZone = browserTimeZone();
  return useQuery({ queryKey: journalKeys.stats(timeZone), queryFn: () => getJournalStats(timeZone) });
}
