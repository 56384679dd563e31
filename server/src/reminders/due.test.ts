import { describe, expect, it } from 'vitest';
import { dueMails, type Schedule } from './due.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const everyDay: Schedule = {
  reminderEnabled: true,
  reminderWeekdays: [1, 2, 3, 4, 5, 6, 7],
  reminderTime: '19:00',
  digestEnabled: false,
  digestWeekday: 7,
  digestTime: '18:00',
};

/** Every tick of a minute-clock from `from` for `hours`, collecting distinct (kind, slot) with the first instant. */
function run(s: Schedule, zone: string, from: number, hours: number) {
  const seen = new Map<string, number>();
  for (let t = from; t < from + hours * HOUR; t += MINUTE) {
    for (const m of dueMails(s, zone, t, 2 * HOUR)) {
      const key = `${m.kind}:${m.slot}`;
      if (!seen.has(key)) seen.set(key, t);
    }
  }
  return seen;
}

describe('dueMails with a fake clock', () => {
  it('sends the reminder at the local time in each zone', () => {
    const from = Date.UTC(2026, 5, 10, 0, 0);
    expect(run(everyDay, 'Europe/Berlin', from, 24)).toEqual(
      new Map([['reminder:2026-06-10', Date.UTC(2026, 5, 10, 17, 0)]]),
    );
    expect(run(everyDay, 'America/Los_Angeles', from, 24)).toEqual(
      new Map([['reminder:2026-06-09', Date.UTC(2026, 5, 10, 2, 0)]]),
    );
    expect(run(everyDay, 'Asia/Tokyo', from, 24)).toEqual(
      new Map([['reminder:2026-06-10', Date.UTC(2026, 5, 10, 10, 0)]]),
    );
  });

  it('keeps to the chosen weekdays', () => {
    const weekdays = { ...everyDay, reminderWeekdays: [1, 3] }; // Monday, Wednesday
    const seen = run(weekdays, 'UTC', Date.UTC(2026, 10, 23, 0, 0), 7 * 24); // Mon 23 Nov
    expect([...seen.keys()]).toEqual(['reminder:2026-11-23', 'reminder:2026-11-25']);
  });

  it('fires once at the jump when the time does not exist (spring forward)', () => {
    const s = { ...everyDay, reminderTime: '02:30' };
    const seen = run(s, 'Europe/Berlin', Date.UTC(2026, 2, 28, 12, 0), 24);
    expect(seen).toEqual(new Map([['reminder:2026-03-29', Date.UTC(2026, 2, 29, 1, 0)]]));
  });

  it('fires once when the time happens twice (fall back)', () => {
    const s = { ...everyDay, reminderTime: '01:30' };
    const seen = run(s, 'America/New_York', Date.UTC(2026, 10, 1, 0, 0), 12);
    expect(seen).toEqual(new Map([['reminder:2026-11-01', Date.UTC(2026, 10, 1, 5, 30)]]));
  });

  it('sends the weekly digest on its weekday only, at the same local time across a DST change', () => {
    const s = {
      ...everyDay,
      reminderEnabled: false,
      digestEnabled: true,
      digestWeekday: 7,
      digestTime: '18:00',
    };
    // Sundays 18 and 25 October 2026 in Berlin: summer time, then winter time.
    const seen = run(s, 'Europe/Berlin', Date.UTC(2026, 9, 17, 0, 0), 9 * 24);
    expect(seen).toEqual(
      new Map([
        ['digest:2026-10-18', Date.UTC(2026, 9, 18, 16, 0)],
        ['digest:2026-10-25', Date.UTC(2026, 9, 25, 17, 0)],
      ]),
    );
  });

  it('sends nothing when opted out', () => {
    expect(run({ ...everyDay, reminderEnabled: false }, 'UTC', Date.UTC(2026, 0, 1), 48).size).toBe(0);
  });
});
