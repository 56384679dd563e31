import type { ProgressRange } from '@inkwell/contract';

// Pure day arithmetic for the Progress page: ranges, buckets and local midnights (days are 'YYYY-MM-DD').

const toUtc = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const shiftDay = (day: string, n: number): string => fromUtc(toUtc(day) + n * 86_400_000);
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / 86_400_000);

const RANGE_DAYS: Record<Exclude<ProgressRange, 'all'>, number> = { '4w': 28, '3m': 91, '1y': 365 };

/** The first day of a range ending today (inclusive); null for all time. */
export const rangeStart = (range: ProgressRange, today: string): string | null =>
  range === 'all' ? null : shiftDay(today, 1 - RANGE_DAYS[range]);

/** Short ranges chart weeks, long ones months. */
export const periodOf = (range: ProgressRange): 'week' | 'month' =>
  range === '4w' || range === '3m' ? 'week' : 'month';

/** The Monday of the day's week (ISO weeks). */
export function weekStart(day: string): string {
  const weekday = (new Date(toUtc(day)).getUTCDay() + 6) % 7;
  return shiftDay(day, -weekday);
}

export const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;

/** Every day from `first` to `last` inclusive. */
export function daysFrom(first: string, last: string): string[] {
  const out: string[] = [];
  for (let d = first; d <= last; d = shiftDay(d, 1)) out.push(d);
  return out;
}

/** Every month start from `first`'s month to `last`'s inclusive. */
export function monthsFrom(first: string, last: string): string[] {
  const out: string[] = [];
  for (let d = monthStart(first); d <= last;) {
    out.push(d);
    const [y, m] = d.split('-').map(Number) as [number, number];
    d = fromUtc(Date.UTC(y, m, 1));
  }
  return out;
}

/** Recent answers of localMidnight: a range's buckets cost hundreds of zone conversions per request. */
const midnights = new Map<string, number>();
const MIDNIGHTS_KEPT = 20_000;

/**
 * The instant (epoch ms) a day begins in `zone`: its local midnight, or the first instant after it when a
 * daylight-saving change skips midnight. Two corrections settle the zone's offset on either side of a change.
 */
export function localMidnight(day: string, zone: string): number {
  const key = `${zone} ${day}`;
  let at = midnights.get(key);
  if (at === undefined) {
    if (midnights.size >= MIDNIGHTS_KEPT) midnights.clear();
    at = computeLocalMidnight(day, zone);
    midnights.set(key, at);
  }
  return at;
}

function computeLocalMidnight(day: string, zone: string): number {
  const wanted = toUtc(day);
  let guess = wanted;
  for (let i = 0; i < 3; i++) guess += wanted - wallClockAsUtc(guess, zone);
  // A skipped midnight lands the guess on the previous day's last hour: step forward to the new day.
  while (wallClockAsUtc(guess, zone) < wanted) guess += 3_600_000;
  return guess;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

function wallClockAsUtc(epochMs: number, zone: string): number {
  let f = clocks.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    clocks.set(zone, f);
  }
  const parts = f.formatToParts(new Date(epochMs));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'));
}
