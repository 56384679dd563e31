import { describe, expect, it } from 'vitest';
import { daysBetween, localMidnight, monthsFrom, rangeStart, weekStart } from './periods.js';

describe('periods', () => {
  it('ranges end today, inclusive', () => {
    expect(rangeStart('4w', '2026-03-28')).toBe('2026-03-01');
    expect(rangeStart('all', '2026-03-28')).toBeNull();
  });

  it('weeks start on Monday, months on the 1st', () => {
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(monthsFrom('2025-11-15', '2026-02-03')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });

  it('local midnight follows daylight saving: 23 and 25 hour days in Berlin', () => {
    const spring = localMidnight('2026-03-29', 'Europe/Berlin');
    expect(new Date(spring).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(localMidnight('2026-03-30', 'Europe/Berlin') - spring).toBe(23 * 3_600_000);
    const autumn = localMidnight('2026-10-25', 'Europe/Berlin');
    expect(localMidnight('2026-10-26', 'Europe/Berlin') - autumn).toBe(25 * 3_600_000);
  });

  it('a midnight skipped by a change is the first instant of the day', () => {
    // Santiago moves clocks from 00:00 to 01:00 on 2026-09-06.
    const start = localMidnight('2026-09-06', 'America/Santiago');
    expect(new Date(start).toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});
