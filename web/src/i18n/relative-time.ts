/**
 * "3 days ago", "in 2 hours", "tomorrow": how far `then` is from `now`, in the interface language
 * (Intl.RelativeTimeFormat), in the largest unit that keeps the number small. Whole days are counted on
 * calendar days, so yesterday evening is "yesterday" even when fewer than 24 hours have passed.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formats = new Map<string, Intl.RelativeTimeFormat>();

function formatter(locale: string): Intl.RelativeTimeFormat {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  return format;
}

/** Calendar days from `now`'s local day to `then`'s (negative in the past). */
function calendarDays(then: Date, now: Date): number {
  const midnight = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((midnight(then) - midnight(now)) / DAY);
}

export function relativeTime(then: Date, now: Date, locale: string): string {
  const format = formatter(locale);
  const ms = then.getTime() - now.getTime();
  const abs = Math.abs(ms);
  if (abs < MINUTE) return format.format(Math.round(ms / SECOND), 'second');
  if (abs < HOUR) return format.format(Math.round(ms / MINUTE), 'minute');
  const days = calendarDays(then, now);
  if (abs < DAY && days === 0) return format.format(Math.round(ms / HOUR), 'hour');
  if (Math.abs(days) < 7) return format.format(days, 'day');
  if (Math.abs(days) < 30) return format.format(Math.round(days / 7), 'week');
  if (Math.abs(days) < 365) return format.format(Math.round(days / 30.44), 'month');
  return format.format(Math.round(days / 365.25), 'year');
}
