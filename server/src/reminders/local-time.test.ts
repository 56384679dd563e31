import { describe, expect, it } from 'vitest';
import { addDays, instantOf, isoWeekdayOf } from './local-time.js';

describe('instantOf', () => {
  it('converts a local time in zones east and west of UTC', () => {
    expect(instantOf('2026-06-10', '19:00', 'Europe/Berlin')).toBe(Date.UTC(2026, 5, 10, 17, 0));
    expect(instantOf('2026-01-10', '19:00', 'Europe/Berlin')).toBe(Date.UTC(2026, 0, 10, 18, 0));
    expect(instantOf('2026-01-10', '08:30', 'America/New_York')).toBe(Date.UTC(2026, 0, 10, 13, 30));
    expect(instantOf('2026-01-10', '08:30', 'Asia/Kolkata')).toBe(Date.UTC(2026, 0, 10, 3, 0));
    expect(instantOf('2026-01-10', '00:15', 'Pacific/Auckland')).toBe(Date.UTC(2026, 0, 9, 11, 15));
  });

  it('maps a time skipped by spring-forward to the moment the clocks jump', () => {
    // Berlin, 29 March 2026: 02:00 → 03:00 (01:00 UTC).
    expect(instantOf('2026-03-29', '02:30', 'Europe/Berlin')).toBe(Date.UTC(2026, 2, 29, 1, 0));
    // New York, 8 March 2026: 02:00 → 03:00 (07:00 UTC).
    expect(instantOf('2026-03-08', '02:00', 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 7, 0));
    expect(instantOf('2026-03-29', '03:00', 'Europe/Berlin')).toBe(Date.UTC(2026, 2, 29, 1, 0));
  });

  it('maps a time that happens twice on fall-back to the first of them', () => {
    // Berlin, 25 October 2026: 03:00 → 02:00; 02:30 is at 00:30 UTC and again at 01:30 UTC.
    expect(instantOf('2026-10-25', '02:30', 'Europe/Berlin')).toBe(Date.UTC(2026, 9, 25, 0, 30));
    // New York, 1 November 2026: 01:30 is at 05:30 UTC and 06:30 UTC.
    expect(instantOf('2026-11-01', '01:30', 'America/New_York')).toBe(Date.UTC(2026, 10, 1, 5, 30));
  });
});

describe('days', () => {
  it('knows weekdays and steps across month ends', () => {
    expect(isoWeekdayOf('2026-11-30')).toBe(1);
    expect(isoWeekdayOf('2026-11-29')).toBe(7);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
