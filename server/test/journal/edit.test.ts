import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { setAnalysisState } from '../../src/journal/repo.js';
import { J, storeOn } from './support.js';

describe.each(ENGINES)('journal entry read and edit on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  const put = (user: TestUser, id: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `${J}/${id}`, headers: user.headers, payload: payload as object });

  it('reads one entry', async () => {
    const user = await createSignedInUser(t);
    const entry = await storeOn(t, user, '2024-09-01', 'read me');
    const res = await t.app.inject({ method: 'GET', url: `${J}/${entry.id}`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(entry);
  });

  it('saves an edit at the loaded version and bumps it', async () => {
    const user = await createSignedInUser(t);
    const entry = await storeOn(t, user, '2024-09-02', 'one two');
    t.clock.now += 1000;
    const res = await put(user, entry.id, { content: 'one two three four', version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: entry.id,
      version: 2,
      word_count: 4,
      day: entry.day,
      data: { content: 'one two three four', date: entry.data.date },
    });
    expect(res.json().updated_at > entry.updated_at).toBe(true);
  });

  it('answers 409 with a message for a stale version, keeping the newer text', async () => {
    const user = await createSignedInUser(t);
    const entry = await storeOn(t, user, '2024-09-03', 'original');
    expect((await put(user, entry.id, { content: 'from tab A', version: 1 })).statusCode).toBe(200);
    const stale = await put(user, entry.id, { content: 'from tab B', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      detail: expect.stringMatching(/changed elsewhere/),
      code: 'journal.changed_elsewhere',
    });
    // A store for the same day (a stale New Entry page) is refused and changes nothing.
    const store = await t.app.inject({
      method: 'POST',
      url: `${J}/store/`,
      headers: user.headers,
      payload: { date: String(Date.UTC(2024, 8, 3) / 1000), content: 'from the calendar', time_zone: 'UTC' },
    });
    expect(store.statusCode).toBe(409);
    expect(store.json().code).toBe('journal.day_has_entry');
    expect((await put(user, entry.id, { content: 'late', version: 1 })).statusCode).toBe(409);
    const got = await t.app.inject({ method: 'GET', url: `${J}/${entry.id}`, headers: user.headers });
    expect(got.json()).toMatchObject({ version: 2, data: { content: 'from tab A' } });
  });

  it('lets exactly one of two concurrent saves at the same version win', async () => {
    const user = await createSignedInUser(t);
    const entry = await storeOn(t, user, '2024-09-04', 'base');
    const results = await Promise.all([
      put(user, entry.id, { content: 'left', version: 1 }),
      put(user, entry.id, { content: 'right', version: 1 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 409 for an edit after analysis started or finished (moved by setAnalysisState)', async () => {
    const user = await createSignedInUser(t);
    const entry = await storeOn(t, user, '2024-09-05', 'analyzed text');
    const other = await createSignedInUser(t);
    expect(await setAnalysisState(t.deps.db.kysely, other.id, entry.id, null, 'analyzing')).toBe(false);
    expect(await setAnalysisState(t.deps.db.kysely, user.id, entry.id, 'analyzing', 'analyzed')).toBe(false);
    for (const [from, state, message, code] of [
      [null, 'analyzing', /being analyzed/, 'journal.analyzing_read_only'],
      ['analyzing', 'analyzed', /has been analyzed/, 'journal.analyzed_read_only'],
    ] as const) {
      expect(await setAnalysisState(t.deps.db.kysely, user.id, entry.id, from, state)).toBe(true);
      const res = await put(user, entry.id, { content: 'too late', version: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toMatch(message);
      expect(res.json().code).toBe(code);
    }
    const got = await t.app.inject({ method: 'GET', url: `${J}/${entry.id}`, headers: user.headers });
    expect(got.json()).toMatchObject({ analysis_state: 'analyzed', data: { content: 'analyzed text' } });
  });

  it('becomes editable again when a failed analysis is reset', async () => {
    const user = await createSignedInUser(t);
    const entry = await storeOn(t, user, '2024-09-07', 'retry me');
    expect(await setAnalysisState(t.deps.db.kysely, user.id, entry.id, null, 'analyzing')).toBe(true);
    expect(await setAnalysisState(t.deps.db.kysely, user.id, entry.id, 'analyzing', null)).toBe(true);
    expect((await put(user, entry.id, { content: 'edited after failure', version: 1 })).statusCode).toBe(200);
  });

  it.each([
    ['blank content', { content: '   ', version: 1 }, /^content: must not be blank$/],
    ['missing version', { content: 'x' }, /^version: /],
    ['version zero', { content: 'x', version: 0 }, /^version: /],
    ['version as text', { content: 'x', version: '1' }, /^version: /],
    ['too long', { content: 'b'.repeat(20_001), version: 1 }, /^content: must be at most 20000/],
    ['unknown field', { content: 'x', version: 1, date: '0' }, /unknown field\(s\) date/],
  ])('answers 400 for %s', async (_name, body, message) => {
    const user = await createSignedInUser(t);
    const entry = await storeOn(t, user, '2024-09-06', 'unchanged');
    const res = await put(user, entry.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(message);
  });

  it.each(['not-a-uuid', '1', "x' or '1'='1", '00000000-0000-0000-0000-000000000000'])(
    'answers 404 (not 500) for the id %s',
    async (id) => {
      const user = await createSignedInUser(t);
      const path = `${J}/${encodeURIComponent(id)}`;
      const get = await t.app.inject({ method: 'GET', url: path, headers: user.headers });
      expect(get.statusCode).toBe(404);
      expect(get.json().detail).toBe('Journal entry not found');
      const res = await t.app.inject({
        method: 'PUT',
        url: path,
        headers: user.headers,
        payload: { content: 'x', version: 1 },
      });
      expect(res.statusCode).toBe(404);
    },
  );
});
