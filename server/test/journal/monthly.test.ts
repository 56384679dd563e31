import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, type TestApp } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { monthly, store, storeOn, zonedSeconds } from './support.js';

describe.each(ENGINES)('journal monthly on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  it('returns exactly the month’s entries at month and year edges, by day', async () => {
    const user = await createSignedInUser(t);
    const days = [
      '2023-11-30',
      '2023-12-01',
      '2023-12-31',
      '2024-01-01',
      '2024-01-31',
      '2024-02-01',
      '2024-02-29',
    ];
    for (const day of [...days].reverse()) await storeOn(t, user, day, `entry of ${day}`);
    const daysOf = async (y: number, m: number) => (await monthly(t, user, y, m)).body.map((e) => e.day);
    expect(await daysOf(2023, 11)).toEqual(['2023-11-30']);
    expect(await daysOf(2023, 12)).toEqual(['2023-12-01', '2023-12-31']);
    expect(await daysOf(2024, 1)).toEqual(['2024-01-01', '2024-01-31']);
    expect(await daysOf(2024, 2)).toEqual(['2024-02-01', '2024-02-29']);
    expect(await daysOf(2024, 3)).toEqual([]);
    const dec = (await monthly(t, user, 2023, 12)).body[1];
    expect(dec?.data.content).toBe('entry of 2023-12-31');
  });

  it('accepts a zero-padded month and the extreme years', async () => {
    const user = await createSignedInUser(t);
    await storeOn(t, user, '1970-01-01', 'epoch day');
    await storeOn(t, user, '9999-12-31', 'last day');
    expect((await monthly(t, user, 1970, '01')).body.map((e) => e.day)).toEqual(['1970-01-01']);
    expect((await monthly(t, user, 9999, 12)).body.map((e) => e.day)).toEqual(['9999-12-31']);
  });

  it.each([
    ['1969', '12'],
    ['10000', '1'],
    ['2024', '0'],
    ['2024', '13'],
    ['2024', 'june'],
    ['20x4', '1'],
    ['2024', '1.5'],
  ])('answers 400 for year %s month %s', async (year, month) => {
    const user = await createSignedInUser(t);
    const r = await monthly(t, user, year, month);
    expect(r.status).toBe(400);
    expect(r.body.detail).toMatch(/^(year|month): /);
  });

  // The spec's extremes: a learner at UTC−10 and one at UTC+14. The calendar stores the local midnight
  // of the day; a late writer's instant is 23:30 local. In UTC one of the two falls on another day,
  // month and year (Honolulu: the late one; Kiritimati: the midnight), so a UTC-based server would fail.
  it.each([
    ['Pacific/Honolulu', '2024-12-31', '2025-01-01'],
    ['Pacific/Kiritimati', '2025-01-01', '2024-12-31'],
  ] as const)(
    'a learner in %s writing on %s (23:30 local) sees it on that day',
    async (zone, day, otherUtcDay) => {
      const user = await createSignedInUser(t);
      const late = zonedSeconds(day, '23:30', zone);
      const midnight = zonedSeconds(day, '00:00', zone);
      const utcDays = [late, midnight].map((s) => new Date(s * 1000).toISOString().slice(0, 10));
      expect(utcDays).toContain(otherUtcDay);

      const r = await store(t, user, { date: String(late), content: 'late entry', time_zone: zone });
      expect(r.status).toBe(200);
      expect(r.entry.day).toBe(day);
      // The calendar's midnight of the same local day is that day too: it already has its entry.
      const again = await store(t, user, { date: String(midnight), content: 'rewritten', time_zone: zone });
      expect(again.status).toBe(409);

      const [y, m] = day.split('-').map(Number) as [number, number];
      expect((await monthly(t, user, y, m)).body.map((e) => [e.day, e.data.content])).toEqual([
        [day, 'late entry'],
      ]);
      const [oy, om] = otherUtcDay.split('-').map(Number) as [number, number];
      expect((await monthly(t, user, oy, om)).body).toEqual([]);
    },
  );

  it('uses the profile’s time zone when the request names none', async () => {
    const user = await createSignedInUser(t);
    const me = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: user.headers,
      payload: { time_zone: 'Pacific/Kiritimati' },
    });
    expect(me.statusCode).toBe(200);
    const r = await store(t, user, {
      date: String(zonedSeconds('2024-03-01', '00:00', 'Pacific/Kiritimati')),
      content: 'x',
    });
    expect(r.entry).toMatchObject({ day: '2024-03-01', time_zone: 'Pacific/Kiritimati' });
  });
});
