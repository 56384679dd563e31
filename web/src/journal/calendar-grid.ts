import { addDays, compareDays, dayKey, type LocalDay } from './local-day';

/** The four looks of a day cell in the journal calendar. */
export type DayLook = 'other-month' | 'future' | 'has-entry' | 'no-entry';

export interface CalendarCell {
  day: LocalDay;
  key: string;
  look: DayLook;
  isToday: boolean;
  /** The entry written that day (current-month cells only). */
  entryId: string | null;
}

/** What a click on a cell does: open the entry, start a new one, or nothing. */
export type CellAction =
  { kind: 'open'; entryId: string } | { kind: 'new'; day: LocalDay } | { kind: 'none' };

/**
 * The weeks (Sunday first) covering a month. `entries` maps a day key to the id of that
 * day's entry. A day with an entry shows it even if it lies "ahead" of today (a learner who flew
 * west), so an entry is never unreachable.
 */
export function buildMonthGrid(
  year: number,
  month: number,
  today: LocalDay,
  entries: ReadonlyMap<string, string>,
): CalendarCell[][] {
  const first: LocalDay = { year, month, day: 1 };
  const firstWeekday = new Date(year, month - 1, 1).getDay();
  const daysInMonth = new Date(year, month, 0).getDate();
  const weekCount = Math.ceil((firstWeekday + daysInMonth) / 7);
  const start = addDays(first, -firstWeekday);

  const weeks: CalendarCell[][] = [];
  for (let w = 0; w < weekCount; w++) {
    const week: CalendarCell[] = [];
    for (let d = 0; d < 7; d++) {
      const day = addDays(start, w * 7 + d);
      const key = dayKey(day);
      const inMonth = day.month === month && day.year === year;
      const entryId = inMonth ? (entries.get(key) ?? null) : null;
      let look: DayLook;
      if (!inMonth) look = 'other-month';
      else if (entryId) look = 'has-entry';
      else if (compareDays(day, today) > 0) look = 'future';
      else look = 'no-entry';
      week.push({ day, key, look, isToday: compareDays(day, today) === 0, entryId });
    }
    weeks.push(week);
  }
  return weeks;
}

/** The calendar's click rules: current-month days only; future days without an entry do nothing. */
export function cellAction(cell: CalendarCell): CellAction {
  switch (cell.look) {
    case 'has-entry':
      return cell.entryId ? { kind: 'open', entryId: cell.entryId } : { kind: 'none' };
    case 'no-entry':
      return { kind: 'new', day: cell.day };
    default:
      return { kind: 'none' };
  }
}

/** The month `delta` months away, month 1–12. */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
