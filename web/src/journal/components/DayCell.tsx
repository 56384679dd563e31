import { PenLine } from 'lucide-react';
import { cellAction, type CalendarCell } from '../calendar-grid';
import { useT } from '../../i18n/use-t';
import { formatLongDate } from '../local-day';

const lookClasses: Record<CalendarCell['look'], string> = {
  // Muted by having no tile, not by faint text: the number still reads at 4.5:1 (decision 330).
  'other-month': 'text-slate-500 dark:text-slate-400',
  future: 'cursor-not-allowed text-slate-400 dark:text-slate-500',
  'has-entry':
    'bg-indigo-100 font-semibold text-indigo-900 hover:bg-indigo-200 dark:bg-indigo-500/25 dark:text-indigo-100 dark:hover:bg-indigo-500/35',
  'no-entry':
    'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-800 dark:hover:bg-slate-800',
};

/** The `look` choice of the catalog's `journal.day.label` (other-month cells have no label). */
const lookChoice: Record<CalendarCell['look'], string> = {
  'other-month': 'other',
  future: 'future',
  'has-entry': 'hasEntry',
  'no-entry': 'other',
};

/**
 * One day of the month. Current-month days are buttons (future ones disabled); days of the
 * neighbouring months are plain, muted numbers because clicking them does nothing.
 */
export function DayCell({ cell, onChoose }: { cell: CalendarCell; onChoose: (cell: CalendarCell) => void }) {
  const base =
    'relative flex aspect-square w-full flex-col items-center justify-center rounded-xl text-sm transition-colors sm:text-base';
  const today = cell.isToday ? 'ring-2 ring-amber-400 dark:ring-amber-300' : '';
  const { t, locale } = useT();
  if (cell.look === 'other-month') {
    return (
      <div aria-hidden="true" data-look={cell.look} className={`${base} ${lookClasses[cell.look]}`}>
        {cell.day.day}
      </div>
    );
  }
  const dayLabel = t('journal.day.label', {
    date: formatLongDate(cell.day, locale),
    look: lookChoice[cell.look],
  });
  const hasEntry = cell.look === 'has-entry';
  const label = cell.isToday ? t('journal.day.today', { label: dayLabel }) : dayLabel;
  return (
    <button
      type="button"
      data-look={cell.look}
      data-day={cell.key}
      data-today={cell.isToday || undefined}
      aria-label={label}
      aria-current={cell.isToday ? 'date' : undefined}
      disabled={cellAction(cell).kind === 'none'}
      onClick={() => onChoose(cell)}
      className={`${base} ${lookClasses[cell.look]} ${today}`}
    >
      <span>{cell.day.day}</span>
      {hasEntry && (
        <PenLine
          className="absolute bottom-1.5 size-3 text-indigo-500 dark:text-indigo-300"
          aria-hidden="true"
        />
      )}
    </button>
  );
}
