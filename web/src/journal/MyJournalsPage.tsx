import { JOURNAL_LIST_MAX_LIMIT } from '@inkwell/contract';
import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useJournalList } from './api/get-journal-list';
import { JournalRow } from './components/JournalRow';
import { LoadingState } from './components/LoadingState';
import { localDayOf, localMidnightSeconds } from './local-day';

/** My Journals ('/journals'): every entry, most recently updated first. */
export default function MyJournalsPage() {
  const list = useJournalList(JOURNAL_LIST_MAX_LIMIT);
  const [todaySeconds] = useState(() => localMidnightSeconds(localDayOf(new Date())));

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-50">My Journals</h1>
      {list.isPending ? (
        <LoadingState text="Loading journal entries..." />
      ) : list.isError ? (
        <p
          role="alert"
          className="rounded-xl bg-rose-50 p-4 text-sm text-rose-700 dark:bg-rose-950/40 dark:text-rose-200"
        >
          Failed to fetch journal entries
        </p>
      ) : list.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <NotebookPen className="size-8 text-indigo-400" aria-hidden="true" />
          <p className="text-slate-700 dark:text-slate-200">No journal entries yet.</p>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            Write a few sentences about your day in the language you are learning.
          </p>
          <Link
            to={`/journals/new?date=${todaySeconds}`}
            className="mt-2 rounded-xl bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-600"
          >
            Write Today's Journal
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
              Showing your {JOURNAL_LIST_MAX_LIMIT} most recently updated entries; older ones are on the
              calendar.
            </p>
          )}
        </>
      )}
    </div>
  );
}
