import { expect, it } from 'vitest';
import { heatmapWeeks } from './heatmap';

it('lays out 53 Monday-first weeks ending with the week of today, levels in quarters of the busiest day', () => {
  // 2026-11-27 is a Friday.
  const weeks = heatmapWeeks('2026-11-27', [
    { day: '2026-11-27', words: 200 },
    { day: '2026-11-26', words: 50 },
    { day: '2025-12-01', words: 101 },
  ]);
  expect(weeks).toHaveLength(53);
  const last = weeks[52]!;
  expect(last.map((c) => c.day)).toEqual([
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
    '2026-11-29',
  ]);
  expect(last.map((c) => c.level)).toEqual([0, 0, 0, 1, 4, 0, 0]);
  expect(last.map((c) => c.future)).toEqual([false, false, false, false, false, true, true]);
  expect(weeks[0]![0]!.day).toBe('2025-11-24');
  expect(weeks[1]![0]).toEqual({ day: '2025-12-01', words: 101, level: 3, future: false });
});
