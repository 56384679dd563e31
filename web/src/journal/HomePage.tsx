import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useJournalList } from './api/get-journal-list';
import { useJournalStats } from './api/get-journal-stats';
import { useMonthEntries } from './api/get-month-entries';
import { cellAction, shiftMonth, type CalendarCell } from './calendar-grid';
import { MonthCalendar } from './components/MonthCalendar';
import { RECENT_ENTRIES_SHOWN, RecentEntries } from './components/RecentEntries';
import { TodayButton } from './components/TodayButton';
import { WritingStats } from './components/WritingStats';
import { entriesByDay } from './entries-by-day';
import { dayKey, localDayOf, localMidnightSeconds } from './local-day';

/**
 * Home ('/'): the journal calendar, the today button, writing stats and recent entries. `extras` is
 * where the route composes other features' entry points (the deck's 'Review due').
 */
export default function HomePage({ extras }: { extras?: ReactNode } = {}) {
  const navigate = useNavigate();
  // Fixed for the page's lifetime so the grid does not rebuild on every render.
  const [today] = useState(() => localDayOf(new Date()));
  const [shown, setShown] = useState({ year: today.year, month: today.month });

  const month = useMonthEntries(shown.year, shown.month);
  // Today's month is cached under the same key when it is the one shown; else a second small query.
  const todaysMonth = useMonthEntries(today.year, today.month);
  const recent = useJournalList(RECENT_ENTRIES_SHOWN);
  const stats = useJournalStats();

  const entries = useMemo(() => (month.data ? entriesByDay(month.data) : undefined), [month.data]);
  const todayEntryId = useMemo(
    () => (todaysMonth.data ? (entriesByDay(todaysMonth.data).get(dayKey(today)) ?? null) : null),
    [todaysMonth.data, today],
  );
  const monthWords = month.data?.reduce((sum, entry) => sum + entry.word_count, 0);

  // Stable handlers keep the memoised calendar from re-rendering when other queries answer.
  const choose = useCallback(
    (cell: CalendarCell) => {
      const action = cellAction(cell);
      if (action.kind === 'open') void navigate(`/journal/${action.entryId}`);
      else if (action.kind === 'new') void navigate(`/journals/new?date=${localMidnightSeconds(action.day)}`);
    },
    [navigate],
  );
  const previous = useCallback(() => setShown((s) => shiftMonth(s.year, s.month, -1)), []);
  const next = useCallback(() => setShown((s) => shiftMonth(s.year, s.month, 1)), []);

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-4">
        <MonthCalendar
          year={shown.year}
          month={shown.month}
          today={today}
          entries={entries}
          loading={month.isPending}
          failed={month.isError}
          onPrevious={previous}
          onNext={next}
          onChoose={choose}
        />
      </div>
      <aside className="space-y-4">
        {/* Until today's month is known the button could point at the wrong place, so wait for it. */}
        {todaysMonth.isPending ? (
          // Its height, kept free so the parts below do not move when it appears (decision 114).
          <div aria-hidden="true" className="h-11" />
        ) : (
          todaysMonth.isSuccess && <TodayButton today={today} todayEntryId={todayEntryId} />
        )}
        {extras}
        <WritingStats stats={stats.data} monthWords={monthWords} />
        <RecentEntries entries={recent.data} loading={recent.isPending} failed={recent.isError} />
      </aside>
    </div>
  );
}
