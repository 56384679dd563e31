const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** One decimal, without a trailing '.0' (1.5mo, 2y). */
const oneDecimal = (n: number): string => String(Math.round(n * 10) / 10);

/**
 * The short interval shown on a rating button, as Anki writes it: '<1m', '10m', '3h', '4d', '1.5mo', '2y'.
 * Days are rounded, so a 23.6 h interval reads '1d' once it reaches a day-scale.
 */
export function intervalLabel(ms: number): string {
  if (ms < MINUTE) return '<1m';
  if (ms < HOUR) return `${Math.round(ms / MINUTE)}m`;
  if (ms < DAY) return `${Math.round(ms / HOUR)}h`;
  const days = ms / DAY;
  if (days < 30) return `${Math.round(days)}d`;
  if (days < 365) return `${oneDecimal(days / 30)}mo`;
  return `${oneDecimal(days / 365)}y`;
}
