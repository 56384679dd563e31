import { expect, it } from 'vitest';
import { firstDayOfWeek } from '../../i18n/week-start';
import { heatmapWeeks } from './heatmap';

/** The seven November 2026 days from `first` on, as the grid writes them. */
const sevenDaysFrom = (first: number) => Array.from({ length: 7 }, (_, i) => `2026-11-${first + i}`);

it('lays out 53 Monday-first weeks ending with the week of today, levels in quarters of the busiest day', () => {
  // 2026-11-27 is a Friday.
  const weeks = heatmapWeeks('2026-11-27', [
    { day: '2026-11-27', words: 200 },
    { day: '2026-11-26', words: 50 },
    { day: '2025-12-01', words: 101 },
  ]);
  expect(weeks).toHaveLength(53);
  const last = weeks[52]!;
  expect(last.map((c) => c.day)).toEqual(sevenDaysFrom(23));
  expect(last.map((c) => c.level)).toEqual([0, 0, 0, 1, 4, 0, 0]);
  expect(last.map((c) => c.future)).toEqual([false, false, false, false, false, true, true]);
  expect(weeks[0]![0]!.day).toBe('2025-11-24');
  expect(weeks[1]![0]).toEqual({ day: '2025-12-01', words: 101, level: 3, future: false });
});

it('starts each week on the given first weekday: Sunday for English, Monday for Spanish', () => {
  const sunday = heatmapWeeks('2026-11-27', [], firstDayOfWeek('en'));
  expect(sunday).toHaveLength(53);
  expect(sunday[52]!.map((c) => c.day)).toEqual(sevenDaysFrom(22));
  expect(sunday[52]!.map((c) => c.future)).toEqual([false, false, false, false, false, false, true]);
  expect(sunday.every((week) => new Date(`${week[0]!.day}T00:00:00Z`).getUTCDay() === 0)).toBe(true);

  const monday = heatmapWeeks('2026-11-27', [], firstDayOfWeek('es'));
  expect(monday.every((week) => new Date(`${week[0]!.day}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  expect(monday[52]![0]!.day).toBe('2026-11-23');
});

it('puts today in the first row when the week starts on today’s weekday', () => {
  // A Sunday with a Sunday-first week: today opens the last column and the rest is future.
  const weeks = heatmapWeeks('2026-11-29', [], 7);
  expect(weeks[52]![0]).toMatchObject({ day: '2026-11-29', future: false });
  expect(weeks[52]!.slice(1).every((c) => c.future)).toBe(true);
});
