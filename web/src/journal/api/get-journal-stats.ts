import { journalStats, type JournalStats } from '@inkwell/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetchParsed } from '../../lib/api';
import { journalPaths } from '../../lib/api-paths';
import { journalKeys } from '../../lib/query-keys';
import { browserTimeZone } from '../../lib/time-zone';
import { t } from '../../i18n/runtime';

/** Without a zone the server uses the profile's, then UTC (decision 030). */
export async function getJournalStats(timeZone: string | undefined): Promise<JournalStats> {
  return apiFetchParsed(journalPaths.stats(timeZone), journalStats, { fallback: t('journal.statsFailed') });
}

/** Totals and the writing streak, with "today" taken in the browser's zone. */
export function useJournalStats() {
  const timeZone = browserTimeZone();
  return useQuery({ queryKey: journalKeys.stats(timeZone ?? ''), queryFn: () => getJournalStats(timeZone) });
}
