import type { JournalListItem } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { routesApp } from '../support/routes-app.js';
import { journalRoutes } from '../../src/journal/routes.js';
import { J, store, storeOn, zonedSeconds } from './support.js';

describe.each(ENGINES)('journal list and stats on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  const list = async (user: TestUser, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `${J}/${query}`, headers: user.headers });
    return { status: res.statusCode, body: res.json() as JournalListItem[] & { detail?: string } };
  };

  it('lists newest-updated first with summary fields, honouring limit', async () => {
    const user = await createSignedInUser(t);
    const stored = [];
    for (const [day, name] of [
      ['2024-01-01', 'one'],
      ['2024-01-02', 'two'],
      ['2024-01-03', 'three'],
    ]) {
      t.clock.now += 1000;
      stored.push(await storeOn(t, user, day!, `Entry ${name}\n\nwith   more text`));
    }
    t.clock.now += 1000;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `${J}/${stored[0]!.id}`,
      headers: user.headers,
      payload: { content: 'Edited later, so it comes first', version: 1 },
    });
    expect(edit.statusCode).toBe(200);
    const { status, body } = await list(user);
    expect(status).toBe(200);
    expect(body.map((e) => e.day)).toEqual(['2024-01-01', '2024-01-03', '2024-01-02']);
    expect(body[1]).toEqual({
      id: expect.any(String),
      data: { date: String(zonedSeconds('2024-01-03', '00:00', 'UTC')), target_language: null },
      day: '2024-01-03',
      excerpt: 'Entry three with more text',
      word_count: 5,
      analysis_state: null,
      analysis_error: null,
      analysis_error_coded: null,
      new_words: 0,
      new_grammar_points: 0,
      level: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect((await list(user, '?limit=2')).body.map((e) => e.day)).toEqual(['2024-01-01', '2024-01-03']);
    // The bare path (no trailing slash) is the same list.
    const bare = await t.app.inject({ method: 'GET', url: `${J}?limit=1`, headers: user.headers });
    expect(bare.json()).toHaveLength(1);
  });

  it('fills new_words, new_grammar_points and level from the reader it is given, in one batch', async () => {
    const user = await createSignedInUser(t);
    const assessed = await storeOn(t, user, '2024-02-01', 'assessed');
    t.clock.now += 1000;
    await storeOn(t, user, '2024-02-02', 'not assessed');
    const batches: string[][] = [];
    // The journal routes alone, given their summary reader as api.ts gives them the assessment's.
    const app = await routesApp(t.deps, journalRoutes, {
      deps: t.deps,
      summaries: async (_db, userId, ids) => {
        expect(userId).toBe(user.id);
        batches.push([...ids]);
        return new Map([[assessed.id, { new_words: 4, new_grammar_points: 2, level: 'B1' }]]);
      },
      deleteEntry: () => Promise.reject(new Error('not used here')),
      reviseEntry: () => Promise.reject(new Error('not used here')),
    });
    try {
      const res = await app.inject({ method: 'GET', url: `${J}/`, headers: user.headers });
      expect(batches).toHaveLength(1);
      expect(
        res.json<JournalListItem[]>().map((e) => [e.day, e.new_words, e.new_grammar_points, e.level]),
      ).toEqual([
        ['2024-02-02', 0, 0, null],
        ['2024-02-01', 4, 2, 'B1'],
      ]);
    } finally {
      await app.close();
    }
  });

  it.each(['?limit=0', '?limit=101', '?limit=ten', '?sort=day'])('answers 400 for %s', async (query) => {
    const user = await createSignedInUser(t);
    const { status, body } = await list(user, query);
    expect(status).toBe(400);
    expect(body.detail).toMatch(/limit: |unknown field/);
  });

  it('reports total words and a streak as of the learner’s today', async () => {
    const user = await createSignedInUser(t);
    const realNow = t.clock.now;
    const zone = 'Pacific/Kiritimati';
    // Learner's "now": 2025-03-10 at 00:30 in Kiritimati, which is still 2025-03-09 in UTC.
    t.clock.now = zonedSeconds('2025-03-10', '00:30', zone) * 1000;
    for (const day of ['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-07', '2025-03-08', '2025-03-09']) {
      const r = await store(t, user, {
        date: String(zonedSeconds(day, '00:00', zone)),
        content: 'uno dos tres',
        time_zone: zone,
      });
      expect(r.status).toBe(200);
    }
    const stats = async (query = '') =>
      (await t.app.inject({ method: 'GET', url: `${J}/stats${query}`, headers: user.headers })).json();
    // Today (the 10th) is unwritten, so the streak still runs to yesterday: 7, 8, 9.
    expect(await stats(`?time_zone=${zone}`)).toEqual({
      total_entries: 6,
      total_words: 18,
      current_streak: 3,
      longest_streak: 3,
      today: '2025-03-10',
      wrote_today: false,
      time_zone: zone,
    });
    // In UTC it is still the 9th, which has an entry.
    expect(await stats()).toMatchObject({
      today: '2025-03-09',
      wrote_today: true,
      current_streak: 3,
      time_zone: 'UTC',
    });
    await storeOn(t, user, '2025-03-10', 'cuatro', zone);
    expect(await stats(`?time_zone=${zone}`)).toMatchObject({
      current_streak: 4,
      longest_streak: 4,
      wrote_today: true,
    });
    // Two days later with nothing written, the streak is over but the record stays.
    t.clock.now += 2 * 86_400_000;
    expect(await stats(`?time_zone=${zone}`)).toMatchObject({ current_streak: 0, longest_streak: 4 });
    // Tokens are checked against the real time; later tests sign in at it.
    t.clock.now = realNow;
  });

  it('answers 400 for an unknown zone or field on stats', async () => {
    const user = await createSignedInUser(t);
    for (const q of ['?time_zone=Nowhere/City', '?days=7']) {
      const res = await t.app.inject({ method: 'GET', url: `${J}/stats${q}`, headers: user.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/time_zone: |unknown field/);
    }
  });
});
