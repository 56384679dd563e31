import { useT } from '../../i18n/use-t';
import type { JournalListItem } from '@inkwell/contract';
import { Link } from 'react-router';
import { RECENT_ENTRIES_SHOWN } from '../../lib/api-paths';
import { formatLongDate, parseDayKey } from '../local-day';
import { LanguageBadge } from './LanguageBadge';
import { LoadingState } from './LoadingState';

export { RECENT_ENTRIES_SHOWN };

interface Props {
  entries: JournalListItem[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** The five most recently updated entries (the API answers them newest first). */
export function RecentEntries({ entries, loading, failed }: Props) {
  const { t, locale } = useT();
  return (
    <section aria-labelledby="recent-heading" className="space-y-3">
      <h2 id="recent-heading" className="text-base font-semibold text-slate-800 dark:text-slate-100">
        {t('home.recent.title')}
      </h2>
      {failed ? (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-300">
          {t('home.recent.failed')}
        </p>
      ) : loading || !entries ? (
        <LoadingState text={t('home.recent.loading')} className="py-4" />
      ) : entries.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('home.recent.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {entries.slice(0, RECENT_ENTRIES_SHOWN).map((entry) => {
            const day = parseDayKey(entry.day);
            return (
              <li key={entry.id}>
                <Link
                  to={`/journal/${entry.id}`}
                  className="block rounded-xl border border-slate-200 bg-white p-3 transition-colors hover:border-indigo-300 hover:bg-indigo-50/40 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/50 dark:hover:bg-indigo-500/10"
                >
                  <div className="flex items-center justify-between gap-2">
                    <span className="text-sm font-medium text-slate-800 dark:text-slate-100">
                      {day ? formatLongDate(day, locale) : entry.day}
                    </span>
                    <LanguageBadge code={entry.data.target_language} />
                  </div>
                  <p className="mt-1 line-clamp-2 text-sm text-slate-500 dark:text-slate-400">
                    {entry.excerpt}
                  </p>
                  <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                    {t('words', { n: entry.word_count })}
                  </p>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
