import { ChevronLeft, ChevronRight } from 'lucide-react';
import { memo, useMemo, type ReactNode } from 'react';
import { buildMonthGrid, type CalendarCell } from '../calendar-grid';
import { useT } from '../../i18n/use-t';
import { formatMonthHeading, weekdayHeaders, type LocalDay } from '../local-day';
import { DayCell } from './DayCell';
import { LoadingState } from './LoadingState';

interface Props {
  year: number;
  month: number;
  today: LocalDay;
  /** Day key → entry id of the shown month; undefined while loading. */
  entries: ReadonlyMap<string, string> | undefined;
  loading: boolean;
  failed: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onChoose: (cell: CalendarCell) => void;
}

const arrowClass =
  'rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100';

const tableClass = 'w-full table-fixed border-separate border-spacing-1 sm:border-spacing-2';
const weekdayClass =
  'pb-1 text-center text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400';

/** The month's table: weekday headers, then one row per week; `hidden` for the loading placeholder. */
function MonthTable({
  weeks,
  caption,
  hidden = false,
  renderCell,
}: {
  weeks: CalendarCell[][];
  caption?: string;
  hidden?: boolean;
  renderCell: (cell: CalendarCell) => ReactNode;
}) {
  const { locale } = useT();
  return (
    <table aria-hidden={hidden || undefined} className={tableClass}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead>
        <tr>
          {weekdayHeaders(locale).map((name) => (
            <th key={name} scope="col" className={weekdayClass}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.key}>
            {week.map((cell) => (
              <td key={cell.key} className="p-0">
                {renderCell(cell)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Memoised: Home re-renders as each of its queries answers, and the grid only changes with its props. */
export const MonthCalendar = memo(function MonthCalendar({
  year,
  month,
  today,
  entries,
  loading,
  failed,
  onPrevious,
  onNext,
  onChoose,
}: Props) {
  const weeks = useMemo(
    () => buildMonthGrid(year, month, today, entries ?? new Map()),
    [year, month, today, entries],
  );
  const { t, locale } = useT();
  const heading = formatMonthHeading(year, month, locale);
  return (
    <section
      aria-labelledby="calendar-heading"
      className="rounded-2xl border border-slate-200 bg-white/80 p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <header className="mb-4 flex items-center justify-between">
        <button
          type="button"
          aria-label={t('home.calendar.previous')}
          onClick={onPrevious}
          className={arrowClass}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <h2 id="calendar-heading" className="text-lg font-semibold text-slate-800 dark:text-slate-100">
          {heading}
        </h2>
        <button type="button" aria-label={t('home.calendar.next')} onClick={onNext} className={arrowClass}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </header>
      {failed ? (
        <p role="alert" className="py-10 text-center text-sm text-rose-600 dark:text-rose-300">
          {t('home.calendar.failed')}
        </p>
      ) : loading ? (
        // The month's grid, blank, under the loading text: what follows the calendar stays where it is
        // when the entries arrive (no layout shift, decision 114).
        <div className="relative">
          <MonthTable weeks={weeks} hidden renderCell={() => <div className="aspect-square w-full" />} />
          <LoadingState text={t('home.calendar.loading')} className="absolute inset-0 py-0" />
        </div>
      ) : (
        <MonthTable
          weeks={weeks}
          caption={heading}
          renderCell={(cell) => <DayCell cell={cell} onChoose={onChoose} />}
        />
      )}
    </section>
  );
});
