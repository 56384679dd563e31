import type { JournalListItem } from '@inkwell/contract';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { formatLongDate, parseDayKey } from '../local-day';
import { Badge } from './Badge';
import { LanguageBadge } from './LanguageBadge';

/** A My Journals row: date, discoveries of its assessment, language and level (N/A before assessment). */
export function JournalRow({ entry }: { entry: JournalListItem }) {
  const day = parseDayKey(entry.day);
  const { t, locale } = useT();
  return (
    <Link
      to={`/journal/${entry.id}`}
      className="group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 transition-colors hover:border-indigo-300 hover:bg-indigo-50/40 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/50 dark:hover:bg-indigo-500/10"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium text-slate-900 dark:text-slate-50">
          {day ? formatLongDate(day, locale) : entry.day}
        </p>
        <p className="truncate text-sm text-slate-500 dark:text-slate-400">{entry.excerpt}</p>
        <p className="flex flex-wrap gap-x-3 text-xs text-slate-500 dark:text-slate-400">
          {/* '0 new words' / '0 new grammar points' is what every entry shows before its assessment. */}
          <span>{t('journal.row.newWords', { n: entry.new_words })}</span>
          <span>{t('journal.row.newGrammar', { n: entry.new_grammar_points })}</span>
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1.5 sm:flex-row sm:items-center">
        <LanguageBadge code={entry.data.target_language} />
        <Badge tone={entry.level ? 'emerald' : 'slate'} title={t('journal.row.level')}>
          {entry.level ?? t('journal.notApplicable')}
        </Badge>
      </div>
      <ChevronRight
        className="size-4 shrink-0 text-slate-300 group-hover:text-indigo-400 dark:text-slate-600"
        aria-hidden="true"
      />
    </Link>
  );
}
