import { describe, expect, it } from 'vitest';
import { intervalLabel } from './interval-label';

const m = 60_000;
const h = 60 * m;
const d = 24 * h;

describe('intervalLabel', () => {
  it.each([
    [0, '<1m'],
    [59_999, '<1m'],
    [m, '1m'],
    [10 * m, '10m'],
    [59 * m, '59m'],
    [h, '1h'],
    [5.4 * h, '5h'],
    [d, '1d'],
    [4 * d, '4d'],
    [29 * d, '29d'],
    [60 * d, '2 mths'],
    [365 * d, '1y'],
    [2.5 * 365 * d, '2.5y'],
  ])('English: %d ms → %s', (ms, label) => {
    expect(intervalLabel(ms, 'en')).toBe(label);
  });

  it('never writes a month as English minutes', () => {
    expect(intervalLabel(45 * d, 'en')).toBe('1.5 mths');
    expect(intervalLabel(45 * d, 'en')).not.toBe(intervalLabel(1.5 * m, 'en'));
  });

  it.each([
    ['es', 10 * m, '10min'],
    ['fr', 4 * d, '4j'],
    ['fr', 45 * d, '1,5\u00a0mois'],
    ['es', 45 * d, '1,5 meses'],
    ['de', 45 * d, '1,5 Mon.'],
    ['it', 45 * d, '1,5 mesi'],
    ['de', 4 * d, '4 T'],
    ['de', 2 * 365 * d, '2 J'],
    ['it', 4 * d, '4gg'],
    ['pt', 3 * h, '3 h'],
  ])('%s: %d ms → %s (Intl unit symbols and decimal mark)', (locale, ms, label) => {
    expect(intervalLabel(ms, locale)).toBe(label);
  });
});
