import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff.js';

describe('retryDelayMs', () => {
  const noJitter = () => 0.5;
  it('doubles from the base', () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, 100, 10_000, noJitter))).toEqual([100, 200, 400, 800]);
  });
  it('is capped', () => {
    expect(retryDelayMs(30, 100, 5000, noJitter)).toBe(5000);
  });
  it('jitters within ±20 %', () => {
    expect(retryDelayMs(1, 1000, 10_000, () => 0)).toBe(800);
    expect(retryDelayMs(1, 1000, 10_000, () => 1)).toBe(1200);
  });
});
