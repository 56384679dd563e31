import { Dumbbell, Search } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { StatCounters } from '../ui/StatCounters';
import { useSessionList } from './api/list-sessions';
import { CreateExerciseDialog } from './list/CreateExerciseDialog';
import { SessionCard } from './list/SessionCard';
import { emptyText, searchSessions, sessionCounters } from './list/session-list';
import { useT } from '../i18n/use-t';

/** Exercises list ('/exercises'): counters, search by title or status, session cards, Create Exercise. */
export default function ExercisesPage() {
  const { t } = useT();
  const sessions = useSessionList();
  const [query, setQuery] = useState('');
  const all = sessions.data ?? [];
  const counters = sessionCounters(all);
  const shown = searchSessions(all, query);
  const empty = shown.length === 0 ? emptyText(all.length, query) : null;

  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <PageHeader
        title={t('exercises.title')}
        description={t('exercises.description')}
        actions={<CreateExerciseDialog />}
      />
      <StatCounters
        stats={[
          { label: t('exercises.counter.total'), value: counters.total },
          { label: t('exercises.counter.completed'), value: counters.completed },
          { label: t('exercises.counter.inProgress'), value: counters.inProgress },
        ]}
      />
      <div className="relative mb-6">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-label={t('exercises.search')}
          placeholder={t('exercises.searchPlaceholder')}
          className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
      </div>
      {sessions.isPending ? (
        <Spinner label={t('exercises.loading')} visible className="py-10" />
      ) : sessions.isError ? (
        <p
          role="alert"
          className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800 dark:bg-rose-950/40 dark:text-rose-200"
        >
          {sessions.error.message || t('exercises.loadFailed')}
        </p>
      ) : empty ? (
        <EmptyState icon={Dumbbell} text={empty} />
      ) : (
        <ul className="space-y-3" aria-label={t('exercises.list')}>
          {shown.map((s) => (
            <SessionCard key={s.document_id} session={s} />
          ))}
        </ul>
      )}
    </div>
  );
}
