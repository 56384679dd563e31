import type { ProgressResponse } from '@inkwell/contract';
import { expect, it } from 'vitest';
import { daySeconds, levelChart, mistakesChart, vocabularyChart } from './chart-data';

const base = {
  since: '2026-08-29',
  today: '2026-11-27',
  mistakes: [
    { period: '2026-11-16', words: 100, per_100_words: 3, by_category: { spelling: 2, grammar: 1 } },
    { period: '2026-11-23', words: 50, per_100_words: 2, by_category: { grammar: 2 } },
  ],
  assessor_runs: [
    { assessor: 'offline', model: null, first_day: '2026-11-16', last_day: '2026-11-18' },
    { assessor: 'model', model: 'm1', first_day: '2026-11-24', last_day: '2026-11-25' },
  ],
  level: [{ period: '2026-11-16', level: 3, low: 2.5, high: 3.5, confidence: 0.5 }],
  vocabulary: {
    distinct_words: 30,
    new_words: [
      { period: '2026-10-01', count: 10 },
      { period: '2026-11-01', count: 5 },
    ],
    concepts_in_deck: 0,
    mature_concepts: 0,
  },
} as unknown as ProgressResponse;

it('mistakes: the total and each category found, in the contract order, with a marker per assessor change', () => {
  const c = mistakesChart(base);
  expect(c.data).toEqual([
    [daySeconds('2026-11-16'), daySeconds('2026-11-23')],
    [3, 2],
    [2, 0],
    [1, 2],
  ]);
  expect(c.series.map((s) => [s.label, s.color])).toEqual([
    ['All mistakes', 7],
    ['spelling', 0],
    ['grammar', 4],
  ]);
  expect(c.markers).toEqual([{ x: Date.parse('2026-11-24T00:00:00Z') / 1000, label: 'model (m1)' }]);
});

it('level: the estimate with its band between the low and high edges', () => {
  const c = levelChart(base);
  expect(c.data.slice(1)).toEqual([[3], [2.5], [3.5]]);
  expect(c.band).toEqual([3, 2]);
});

it('vocabulary: new words per month and their running total', () => {
  expect(vocabularyChart(base).data.slice(1)).toEqual([
    [10, 5],
    [10, 15],
  ]);
});

it('the x axis spans the range to today, not just the points', () => {
  const [lo, hi] = mistakesChart(base).x;
  expect(lo).toBe(daySeconds('2026-08-29') - 4 * 86_400);
  expect(hi).toBe(daySeconds('2026-11-27') + 4 * 86_400);
  // All time: from the first point.
  expect(vocabularyChart({ ...base, since: null }).x[0]).toBe(daySeconds('2026-10-01') - 4 * 86_400);
});
