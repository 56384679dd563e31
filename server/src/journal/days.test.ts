import { describe, expect, it } from 'vitest';
import { addDays, computeStreaks, dayAt, dayOfUnixSeconds, monthRange } from './days.js';

/** Unix seconds of a wall-clock time in a zone with a fixed offset (hours east of UTC). */
const at = (iso: string, offsetHours: number) => Date.parse(`${iso}Z`) / 1000 - offsetHours * 3600;

describe('dayOfUnixSeconds', () => {
  it('puts local midnight and 23:30 of a day on that day at UTC−10 (Pacific/Honolulu)', () => {
    expect(dayOfUnixSeconds(at('2024-03-15T00:00:00', -10), 'Pacific/Honolulu')).toBe('2024-03-15');
    expect(dayOfUnixSeconds(at('2024-03-15T23:30:00', -10), 'Pacific/Honolulu')).toBe('2024-03-15');
    // The same instant is already the 16th in UTC.
    expect(dayOfUnixSeconds(at('2024-03-15T23:30:00', -10), 'UTC')).toBe('2024-03-16');
  });

  it('puts local midnight and 23:30 of a day on that day at UTC+14 (Pacific/Kiritimati)', () => {
    expect(dayOfUnixSeconds(at('2024-03-15T00:00:00', 14), 'Pacific/Kiritimati')).toBe('2024-03-15');
    expect(dayOfUnixSeconds(at('2024-03-15T23:30:00', 14), 'Pacific/Kiritimati')).toBe('2024-03-15');
    // Local midnight there is still the 14th in UTC.
    expect(dayOfUnixSeconds(at('2024-03-15T00:00:00', 14), 'UTC')).toBe('2024-03-14');
  });

  it('handles month and year edges in both extreme zones', () => {
    expect(dayOfUnixSeconds(at('2024-12-31T23:30:00', 14), 'Pacific/Kiritimati')).toBe('2024-12-31');
    expect(dayOfUnixSeconds(at('2025-01-01T00:00:00', 14), 'Pacific/Kiritimati')).toBe('2025-01-01');
    expect(dayOfUnixSeconds(at('2024-02-29T23:30:00', -10), 'Pacific/Honolulu')).toBe('2024-02-29');
    expect(dayOfUnixSeconds(at('2024-03-01T00:00:00', -10), 'Pacific/Honolulu')).toBe('2024-03-01');
  });

  it('follows daylight-saving changes (America/New_York, Europe/Berlin)', () => {
    // 2024-03-10: New York springs forward at 02:00 (EST −5 → EDT −4); midnight is still EST.
    expect(dayOfUnixSeconds(at('2024-03-10T00:00:00', -5), 'America/New_York')).toBe('2024-03-10');
    expect(dayOfUnixSeconds(at('2024-03-10T23:30:00', -4), 'America/New_York')).toBe('2024-03-10');
    expect(dayOfUnixSeconds(at('2024-03-11T00:00:00', -4), 'America/New_York')).toBe('2024-03-11');
    // 2024-10-27: Berlin falls back at 03:00 (CEST +2 → CET +1); the 25-hour day ends at 23:59 CET.
    expect(dayOfUnixSeconds(at('2024-10-27T00:00:00', 2), 'Europe/Berlin')).toBe('2024-10-27');
    expect(dayOfUnixSeconds(at('2024-10-27T23:59:00', 1), 'Europe/Berlin')).toBe('2024-10-27');
    expect(dayOfUnixSeconds(at('2024-10-28T00:00:00', 1), 'Europe/Berlin')).toBe('2024-10-28');
  });

  it('covers the ends of the accepted range', () => {
    expect(dayOfUnixSeconds(0, 'UTC')).toBe('1970-01-01');
    expect(dayOfUnixSeconds(253_402_300_799, 'UTC')).toBe('9999-12-31');
    expect(dayAt(Date.parse('2030-06-01T12:00:00Z'), 'Asia/Kolkata')).toBe('2030-06-01');
  });
});

describe('monthRange and addDays', () => {
  it('gives the first and last day of a month, leap years included', () => {
    expect(monthRange(2024, 2)).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(monthRange(2023, 2)).toEqual({ first: '2023-02-01', last: '2023-02-28' });
    expect(monthRange(2024, 12)).toEqual({ first: '2024-12-01', last: '2024-12-31' });
    expect(monthRange(9999, 12)).toEqual({ first: '9999-12-01', last: '9999-12-31' });
    expect(monthRange(1970, 1)).toEqual({ first: '1970-01-01', last: '1970-01-31' });
  });

  it('moves across month, leap-day and year boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-03-31', 1)).toBe('2024-04-01');
  });
});

describe('computeStreaks', () => {
  it('counts the run ending today', () => {
    expect(computeStreaks(['2024-12-30', '2024-12-31', '2025-01-01'], '2025-01-01')).toEqual({
      current: 3,
      longest: 3,
    });
  });

  it('keeps the streak alive while today is unwritten, and breaks it after a missed day', () => {
    const days = ['2025-01-01', '2025-01-02'];
    expect(computeStreaks(days, '2025-01-03').current).toBe(2);
    expect(computeStreaks(days, '2025-01-04').current).toBe(0);
  });

  it('reports the longest run anywhere, ignoring duplicates and order', () => {
    const days = ['2024-03-05', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-01', '2024-03-10'];
    expect(computeStreaks(days, '2024-03-10')).toEqual({ current: 1, longest: 3 });
    expect(computeStreaks([], '2024-03-10')).toEqual({ current: 0, longest: 0 });
  });
});
