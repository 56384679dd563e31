/**
 * Local calendar days. A journal entry belongs to the day the learner wrote it, in the learner's own
 * time zone, so every day computation here uses the browser's local time (never UTC getters).
 */

/** A local calendar day, month 1–12. */
export interface LocalDay {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a local day: the key the calendar, the drafts and the streak share. */
export function dayKey(day: LocalDay): string {
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

/** Reads a 'YYYY-MM-DD' key (as the API's `day`); null when malformed. */
export function parseDayKey(key: string): LocalDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The local day an instant falls on. */
export function localDayOf(date: Date): LocalDay {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** The instant of a local day's midnight (local time). */
export function localMidnight(day: LocalDay): Date {
  return new Date(day.year, day.month - 1, day.day);
}

/** Unix seconds of a local day's midnight: the `date` of /journals/new?date=… and of a stored entry. */
export function localMidnightSeconds(day: LocalDay): number {
  return Math.floor(localMidnight(day).getTime() / 1000);
}

/** The local day `offset` days after `day` (negative goes back); calendar arithmetic, DST-safe. */
export function addDays(day: LocalDay, offset: number): LocalDay {
  return localDayOf(new Date(day.year, day.month - 1, day.day + offset));
}

/** Compares two days: negative when a is earlier, 0 when equal, positive when later. */
export function compareDays(a: LocalDay, b: LocalDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Reads the `date` query parameter (Unix seconds, as text). Missing or malformed → null, so the
 * page can fall back to today instead of showing "Invalid Date".
 */
export function dayFromDateParam(param: string | null): LocalDay | null {
  if (param === null || !/^-?\d{1,12}$/.test(param.trim())) return null;
  const date = new Date(Number(param.trim()) * 1000);
  return Number.isNaN(date.getTime()) ? null : localDayOf(date);
}

// Built once, on first use: toLocaleDateString with options builds a new formatter per call, and the
// calendar formats every day cell's label on each render (decision 114). Not at load: the boot script
// (decision 125) uses this module for the day only.
const longDates = new Map<string, Intl.DateTimeFormat>();
const monthHeadings = new Map<string, Intl.DateTimeFormat>();
const weekdays = new Map<string, string[]>();

/** The Intl locale of an interface language: English dates stay the spec's en-US ones. */
const intlLocale = (locale: string) => (locale === 'en' ? 'en-US' : locale);

function cached(map: Map<string, Intl.DateTimeFormat>, locale: string, options: Intl.DateTimeFormatOptions) {
  let format = map.get(locale);
  if (!format) map.set(locale, (format = new Intl.DateTimeFormat(intlLocale(locale), options)));
  return format;
}

/** Short weekday names from Sunday, as the calendar's columns run, in the interface language. */
export function weekdayHeaders(locale = 'en'): readonly string[] {
  let names = weekdays.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short' });
    // 2023-01-01 was a Sunday.
    names = Array.from({ length: 7 }, (_, i) => format.format(new Date(2023, 0, 1 + i)));
    weekdays.set(locale, names);
  }
  return names;
}

/** The long date in the interface language; in English the spec's en-US one, e.g. 'Sunday, November 22, 2026'. */
export function formatLongDate(day: LocalDay, locale = 'en'): string {
  const options = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' } as const;
  return cached(longDates, locale, options).format(localMidnight(day));
}

/** The calendar heading in the interface language, e.g. 'November 2026', 'noviembre de 2026'. */
export function formatMonthHeading(year: number, month: number, locale = 'en'): string {
  return cached(monthHeadings, locale, { month: 'long', year: 'numeric' }).format(
    new Date(year, month - 1, 1),
  );
}
