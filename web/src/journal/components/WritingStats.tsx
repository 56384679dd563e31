import { useT } from '../../i18n/use-t';
import type { MessageKey } from '../../i18n/runtime';
import type { JournalStats } from '@inkwell/contract';
import { Flame, NotebookPen } from 'lucide-react';

/** A gentle word: the streak encourages, a missed day never scolds. */
export function streakMessage(stats: Pick<JournalStats, 'current_streak' | 'wrote_today'>): MessageKey {
  if (stats.current_streak === 0) return 'home.stats.start';
  if (!stats.wrote_today) return 'home.stats.keepGoing';
  return 'home.stats.done';
}

export function WritingStats({
  stats,
  monthWords,
}: {
  stats: JournalStats | undefined;
  monthWords: number | undefined;
}) {
  const { t } = useT();
  return (
    <section
      aria-label={t('home.stats.label')}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white/80 p-4 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="flex items-start gap-3">
        <Flame className="mt-0.5 size-5 shrink-0 text-amber-500" aria-hidden="true" />
        <div>
          <p
            className="text-sm font-semibold text-slate-800 dark:text-slate-100"
            data-testid="writing-streak"
          >
            {stats ? t('home.stats.streak', { n: stats.current_streak }) : '–'}
          </p>
          {stats && <p className="text-xs text-slate-500 dark:text-slate-400">{t(streakMessage(stats))}</p>}
        </div>
      </div>
      <div className="flex items-start gap-3">
        <NotebookPen className="mt-0.5 size-5 shrink-0 text-indigo-500" aria-hidden="true" />
        <div>
          <p className="text-sm font-semibold text-slate-800 dark:text-slate-100" data-testid="month-words">
            {monthWords === undefined ? '–' : t('home.stats.monthWords', { n: monthWords })}
          </p>
          {stats && (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t('home.stats.totals', { words: stats.total_words, entries: stats.total_entries })}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
