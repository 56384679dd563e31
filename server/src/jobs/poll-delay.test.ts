import { describe, expect, it } from 'vitest';
import { nextPollDelay } from './poll-delay.js';

const opts = { pollMs: 500, idlePollMaxMs: 2000 };

describe('nextPollDelay', () => {
  it('doubles while idle, never past the cap (the bound another process waits at most)', () => {
    const delays = [500];
    for (let i = 0; i < 5; i++) delays.push(nextPollDelay(delays.at(-1)!, false, opts));
    expect(delays).toEqual([500, 1000, 2000, 2000, 2000, 2000]);
  });

  it('goes back to the poll interval as soon as a poll found work', () => {
    expect(nextPollDelay(2000, true, opts)).toBe(500);
  });

  it('never polls faster than the interval, and a cap below it means no back-off', () => {
    expect(nextPollDelay(100, false, opts)).toBe(500);
    expect(nextPollDelay(500, false, { pollMs: 500, idlePollMaxMs: 100 })).toBe(500);
  });
});
