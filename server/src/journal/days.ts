// Pure date ↔ learner-day logic. A "day" is a calendar date 'YYYY-MM-DD' in the learner's IANA zone;
// months and streaks are computed on days, never on UTC instants (docs/decisions/030-journal-days.md).

export const FALLBACK_TIME_ZONE = 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    // en-CA with numeric parts is locale-stable; we read parts anyway so the format never matters.
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The calendar day that the instant `epochMs` falls on in `zone`. */
export function dayAt(epochMs: number, zone: string): string {
  const parts = formatterFor(zone).formatToParts(new Date(epochMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year').padStart(4, '0')}-${get('month')}-${get('day')}`;
}

/** The day of a store request's `date` (Unix seconds, normally the local midnight the client chose). */
export const dayOfUnixSeconds = (seconds: number, zone: string): string => dayAt(seconds * 1000, zone);

/** Splits 'YYYY-MM-DD' into numbers. */
function partsOf(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

/** `day` moved by `n` calendar days (plain calendar arithmetic; zones play no part). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = partsOf(day);
  const date = new Date(Date.UTC(y, m - 1, d + n));
  return formatDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

export function formatDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first and last day of a month (inclusive), for exact month edges in every zone. */
export function monthRange(year: number, month: number): { first: string; last: string } {
  const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: formatDay(year, month, 1), last: formatDay(year, month, lastDate) };
}

export interface Streaks {
  /** Consecutive days with an entry ending today, or ending yesterday while today is still unwritten. */
  current: number;
  longest: number;
}

/**
 * Writing streaks from the distinct days that have an entry (any order). Days after `today` (an entry
 * dated ahead) do not count toward the current streak. Gentle: an unwritten today does not break it.
 */
export function computeStreaks(days: Iterable<string>, today: string): Streaks {
  const sorted = [...new Set(days)].sort();
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of sorted) {
    run = previous !== null && addDays(previous, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const have = new Set(sorted);
  let cursor = have.has(today) ? today : addDays(today, -1);
  let current = 0;
  while (have.has(cursor)) {
    current += 1;
    cursor = addDays(cursor, -1);
  }
  return { current, longest };
}
