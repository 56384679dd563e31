import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  dayFromDateParam,
  dayKey,
  formatLongDate,
  formatMonthHeading,
  weekdayHeaders,
  localDayOf,
  localMidnightSeconds,
  parseDayKey,
} from './local-day';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('local days', () => {
  it('formats the long en-US date and the month heading', () => {
    expect(formatLongDate({ year: 2026, month: 11, day: 22 })).toBe('Sunday, November 22, 2026');
    expect(formatMonthHeading(2026, 11)).toBe('November 2026');
  });

  it('formats dates and weekday names in the interface language (issue 26)', () => {
    expect(formatLongDate({ year: 2026, month: 11, day: 22 }, 'es')).toBe('domingo, 22 de noviembre de 2026');
    expect(formatMonthHeading(2026, 11, 'de')).toBe('November 2026');
    expect(formatMonthHeading(2026, 11, 'fr')).toBe('novembre 2026');
    expect(weekdayHeaders()).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayHeaders('es')[0]).toBe('dom');
  });

  it('keys days with zero padding and reads keys back', () => {
    expect(dayKey({ year: 2027, month: 1, day: 5 })).toBe('2027-01-05');
    expect(parseDayKey('2027-01-05')).toEqual({ year: 2027, month: 1, day: 5 });
    expect(parseDayKey('2027-1-5')).toBeNull();
  });

  it.each([
    ['Pacific/Honolulu', Date.UTC(2026, 10, 22, 10)], // UTC−10: local midnight is 10:00 UTC
    ['Pacific/Kiritimati', Date.UTC(2026, 10, 21, 10)], // UTC+14: local midnight is 10:00 UTC the day before
  ])('gives local midnight in %s', (tz, expectedMs) => {
    process.env.TZ = tz;
    expect(localMidnightSeconds({ year: 2026, month: 11, day: 22 })).toBe(expectedMs / 1000);
  });

  it.each(['Pacific/Honolulu', 'Pacific/Kiritimati', 'UTC'])(
    'round-trips a day through the date parameter in %s',
    (tz) => {
      process.env.TZ = tz;
      const day = { year: 2026, month: 12, day: 31 };
      expect(dayFromDateParam(String(localMidnightSeconds(day)))).toEqual(day);
    },
  );

  it('puts 23:30 local time on that local day, not on the UTC day', () => {
    process.env.TZ = 'Pacific/Honolulu';
    // 23:30 on Nov 22 in Honolulu is 09:30 UTC on Nov 23.
    expect(localDayOf(new Date(Date.UTC(2026, 10, 23, 9, 30)))).toEqual({ year: 2026, month: 11, day: 22 });
    process.env.TZ = 'Pacific/Kiritimati';
    // 23:30 on Nov 22 in Kiritimati is 09:30 UTC on Nov 22.
    expect(localDayOf(new Date(Date.UTC(2026, 10, 22, 9, 30)))).toEqual({ year: 2026, month: 11, day: 22 });
  });

  it('adds days across month, year and DST edges', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2028, month: 3, day: 1 }, -1)).toEqual({ year: 2028, month: 2, day: 29 });
    process.env.TZ = 'America/New_York';
    expect(addDays({ year: 2026, month: 3, day: 8 }, 1)).toEqual({ year: 2026, month: 3, day: 9 });
    expect(addDays({ year: 2026, month: 11, day: 1 }, 1)).toEqual({ year: 2026, month: 11, day: 2 });
  });

  it('rejects malformed date parameters', () => {
    expect(dayFromDateParam(null)).toBeNull();
    expect(dayFromDateParam('')).toBeNull();
    expect(dayFromDateParam('tomorrow')).toBeNull();
    expect(dayFromDateParam('1e9')).toBeNull();
    expect(dayFromDateParam('99999999999999999')).toBeNull();
  });
});
