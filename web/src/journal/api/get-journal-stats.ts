import { journalStats, type JournalStats } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { journalKeys } from './keys';
import { journalPaths } from './paths';
import { parseAnswer } from './parse-answer';
import { browserTimeZone } from '../../lib/time-zone';

const FALLBACK = 'Failed to load writing stats';

/** Without a zone the server uses the profile's, then UTC (decision 030). */
export async function getJournalStats(timeZone: string | undefined): Promise<JournalStats> {
  const answer = await apiFetch<unknown>(journalPaths.stats(timeZone), { fallback: FALLBACK });
  return parseAnswer(journalStats, answer, FALLBACK);
}

/** Totals and the writing streak, with "today" taken in the browser's zone. */
export function useJournalStats() {
  const timeZone = browserTimeZone();
  return useQuery({ queryKey: journalKeys.stats(timeZone ?? ''), queryFn: () => getJournalStats(timeZone) });
}
