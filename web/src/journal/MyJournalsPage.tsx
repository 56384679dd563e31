import { JOURNAL_LIST_MAX_LIMIT } from '@inkwell/contract';
import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t';
import { useJournalList } from './api/get-journal-list';
import { JournalRow } from './components/JournalRow';
import { LoadingState } from './components/LoadingState';
import { localDayOf, localMidnightSeconds } from './local-day';

/** My Journals ('/journals'): every entry, most recently updated first. */
export default function MyJournalsPage() {
  const list = useJournalList(JOURNAL_LIST_MAX_LIMIT);
  const [todaySeconds] = useState(() => localMidnightSeconds(localDayOf(new Date())));
  const { t } = useT();

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">{t('journal.list.title')}</h1>
      {list.isPending ? (
        <LoadingState text={t('journal.list.loading')} />
      ) : list.isError ? (
        <p
          role="alert"
          className="rounded-xl bg-rose-50 p-4 text-sm text-rose-700 dark:bg-rose-950/40 dark:text-rose-200"
        >
          {t('journal.list.failed')}
        </p>
      ) : list.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <NotebookPen className="size-8 text-indigo-400" aria-hidden="true" />
          <p className="text-slate-700 dark:text-slate-200">{t('journal.list.empty')}</p>
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('journal.list.emptyHint')}</p>
          <Link
            to={`/journals/new?date=${todaySeconds}`}
            className="mt-2 rounded-xl bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-600"
          >
            {t('journal.list.writeToday')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="space-y-3">
            {list.data.map((entry) => (
              <li key={entry.id}>
                <JournalRow entry={entry} />
              </li>
            ))}
          </ul>
          {list.data.length === JOURNAL_LIST_MAX_LIMIT && (
            <p className="text-center text-xs text-slate-500 dark:text-slate-400">
              {t('journal.list.capped', { n: JOURNAL_LIST_MAX_LIMIT })}
            </p>
          )}
        </>
      )}
    </div>
  );
}
