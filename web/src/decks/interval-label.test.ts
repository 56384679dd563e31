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
    [45 * d, '1.5mo'],
    [60 * d, '2mo'],
    [365 * d, '1y'],
    [2.5 * 365 * d, '2.5y'],
  ])('%d ms → %s', (ms, label) => {
    expect(intervalLabel(ms)).toBe(label);
  });
});
