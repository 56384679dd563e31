/**
 * The year heatmap's grid, pure: 53 week columns ending with today's week, each starting on `firstDay`
 * (ISO weekday: 1 Monday … 7 Sunday; the interface language's week start, decision 306), each cell a day
 * with its words and a level 0–4 (0: not written; 1–4: quarters of the year's busiest day).
 */
export interface HeatCell {
  day: string;
  words: number;
  level: 0 | 1 | 2 | 3 | 4;
  /** Past today: drawn empty. */
  future: boolean;
}

const DAY_MS = 86_400_000;
const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function heatmapWeeks(
  today: string,
  days: readonly { day: string; words: number }[],
  firstDay = 1,
): HeatCell[][] {
  const words = new Map(days.map((d) => [d.day, d.words]));
  const most = Math.max(1, ...days.map((d) => d.words));
  const todayMs = toMs(today);
  const isoWeekday = new Date(todayMs).getUTCDay() || 7; // Monday 1 … Sunday 7
  const weekday = (isoWeekday - firstDay + 7) % 7; // days since the week began
  const start = todayMs - (weekday + 52 * 7) * DAY_MS;
  const weeks: HeatCell[][] = [];
  for (let w = 0; w < 53; w++) {
    const week: HeatCell[] = [];
    for (let d = 0; d < 7; d++) {
      const ms = start + (w * 7 + d) * DAY_MS;
      const day = toDay(ms);
      const n = words.get(day) ?? 0;
      const level = n > 0 ? (Math.min(4, Math.ceil((n / most) * 4)) as 1 | 2 | 3 | 4) : 0;
      week.push({ day, words: n, level, future: ms > todayMs });
    }
    weeks.push(week);
  }
  return weeks;
}
