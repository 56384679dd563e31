import type { JournalStats } from '@inkwell/contract';
import { Flame, NotebookPen } from 'lucide-react';

/** A gentle word: the streak encourages, a missed day never scolds. */
export function streakMessage(stats: Pick<JournalStats, 'current_streak' | 'wrote_today'>): string {
  if (stats.current_streak === 0) return 'Every entry counts. A few lines today is a fine start.';
  if (!stats.wrote_today) return 'A few lines today keeps it going.';
  return 'Nicely done. See you tomorrow.';
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function WritingStats({
  stats,
  monthWords,
}: {
  stats: JournalStats | undefined;
  monthWords: number | undefined;
}) {
  return (
    <section
      aria-label="Writing stats"
      className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white/80 p-4 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="flex items-start gap-3">
        <Flame className="mt-0.5 size-5 shrink-0 text-amber-500" aria-hidden="true" />
        <div>
          <p
            className="text-sm font-semibold text-slate-800 dark:text-slate-100"
            data-testid="writing-streak"
          >
            {stats ? plural(stats.current_streak, 'day in a row', 'days in a row') : '–'}
          </p>
          {stats && <p className="text-xs text-slate-500 dark:text-slate-400">{streakMessage(stats)}</p>}
        </div>
      </div>
      <div className="flex items-start gap-3">
        <NotebookPen className="mt-0.5 size-5 shrink-0 text-indigo-500" aria-hidden="true" />
        <div>
          <p className="text-sm font-semibold text-slate-800 dark:text-slate-100" data-testid="month-words">
            {monthWords === undefined ? '–' : plural(monthWords, 'word this month', 'words this month')}
          </p>
          {stats && (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {plural(stats.total_words, 'word', 'words')} in{' '}
              {plural(stats.total_entries, 'entry', 'entries')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
