// Wall-clock times in the learner's IANA zone ↔ instants, with daylight-saving changes handled
// (decision 256): a time that does not exist (spring forward) maps to the next valid instant, the
// moment the clocks jump; a time that exists twice (fall back) maps to the first of the two.

const MINUTE = 60_000;
const DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall clock at instant t in `zone`, as if it were UTC (epoch ms, whole minutes). */
export function wallClock(t: number, zone: string): number {
  const parts = formatterFor(zone).formatToParts(new Date(t));
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'));
}

/** 'YYYY-MM-DD' of a wall-clock value. */
export const dayOfWall = (wall: number) => new Date(wall).toISOString().slice(0, 10);

/** ISO weekday (1 = Monday … 7 = Sunday) of a 'YYYY-MM-DD' day. */
export function isoWeekdayOf(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The day before or after a 'YYYY-MM-DD' day. */
export const addDays = (day: string, n: number) =>
  dayOfWall(new Date(`${day}T00:00:00Z`).getTime() + n * DAY);

/** The instant the wall clock in `zone` shows `time` ('HH:MM') on `day` ('YYYY-MM-DD'). */
export function instantOf(day: string, time: string, zone: string): number {
  const wanted = new Date(`${day}T${time}:00Z`).getTime();
  // The zone's offset is one of those around the day; each gives a candidate instant.
  const offsets = new Set(
    [wanted - DAY, wanted, wanted + DAY].map((t) => wallClock(t, zone) - floorMinute(t)),
  );
  const exact = [...offsets].map((o) => wanted - o).filter((t) => wallClock(t, zone) === wanted);
  if (exact.length > 0) return Math.min(...exact);
  // In a gap: the first instant whose wall clock is at or past the wanted time (the jump itself).
  let lo = wanted - Math.max(...offsets);
  let hi = wanted - Math.min(...offsets);
  while (hi - lo > MINUTE) {
    const mid = floorMinute(lo + (hi - lo) / 2);
    if (wallClock(mid, zone) >= wanted) hi = mid;
    else lo = mid;
  }
  return hi;
}

const floorMinute = (t: number) => Math.floor(t / MINUTE) * MINUTE;
