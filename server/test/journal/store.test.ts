import { JOURNAL_CONTENT_MAX_CHARS } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_HAS_ENTRY } from '../../src/journal/service.js';
import { createSignedInUser, createTestApp, type TestApp } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { J, monthly, store, storeOn, zonedSeconds } from './support.js';

describe.each(ENGINES)('journal store on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  it('creates an entry shaped as the spec entity, stamped with the target language', async () => {
    const user = await createSignedInUser(t);
    const me = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: user.headers,
      payload: { native_language: 'en', target_language: 'es' },
    });
    expect(me.statusCode).toBe(200);
    const date = zonedSeconds('2024-05-10', '00:00', 'Europe/Madrid');
    const r = await store(t, user, {
      date: String(date),
      content: 'Hoy fui al mercado.',
      time_zone: 'Europe/Madrid',
    });
    expect(r.status).toBe(200);
    expect(r.entry).toMatchObject({
      data: { date: String(date), content: 'Hoy fui al mercado.', target_language: 'es' },
      day: '2024-05-10',
      time_zone: 'Europe/Madrid',
      word_count: 4,
      version: 1,
      analysis_state: null,
    });
    expect(r.entry.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(r.entry.updated_at).getTime()).toBe(t.clock.now);
  });

  it('accepts date as a number too, and stores the content exactly as sent', async () => {
    const user = await createSignedInUser(t);
    const content = '  Línea uno\r\n\n\tlínea dos 🙂  \n';
    const r = await store(t, user, { date: zonedSeconds('2024-05-11', '00:00', 'UTC'), content });
    expect(r.status).toBe(200);
    expect(r.entry.data.content).toBe(content);
    expect(r.entry.data.target_language).toBeNull();
    const again = await t.app.inject({ method: 'GET', url: `${J}/${r.entry.id}`, headers: user.headers });
    expect(again.json().data.content).toBe(content);
  });

  it('refuses a second store for the same day with 409, keeping the first entry as it was', async () => {
    const user = await createSignedInUser(t);
    const first = await storeOn(t, user, '2024-06-01', 'first draft');
    t.clock.now += 60_000;
    // Another instant of the same day (noon) still means that day.
    const r = await store(t, user, {
      date: String(zonedSeconds('2024-06-01', '12:00', 'UTC')),
      content: 'second draft',
      time_zone: 'UTC',
    });
    expect(r.status).toBe(409);
    expect(r.detail).toBe(DAY_HAS_ENTRY);
    const { body } = await monthly(t, user, 2024, 6);
    expect(body).toEqual([first]);
  });

  it('lets exactly one of concurrent stores for one day create it', async () => {
    const user = await createSignedInUser(t);
    const date = String(zonedSeconds('2024-07-04', '00:00', 'UTC'));
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => store(t, user, { date, content: `draft ${i}`, time_zone: 'UTC' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = results.find((r) => r.status === 200)!.entry;
    const { body } = await monthly(t, user, 2024, 7);
    expect(body).toEqual([winner]);
  });

  it('keeps two different users’ entries of the same day apart', async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    const [ea, eb] = await Promise.all([storeOn(t, a, '2024-07-05', 'A'), storeOn(t, b, '2024-07-05', 'B')]);
    expect(ea.id).not.toBe(eb.id);
  });

  describe('validation → 400 with a message', () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['blank content', { date: '1715299200', content: ' \n\t ' }, /^content: must not be blank$/],
      ['missing content', { date: '1715299200' }, /^content: /],
      ['content not text', { date: '1715299200', content: 42 }, /^content: must be text/],
      [
        'content over the limit',
        { date: '1715299200', content: 'a'.repeat(JOURNAL_CONTENT_MAX_CHARS + 1) },
        /^content: must be at most 20000 characters$/,
      ],
      ['date not a number', { date: 'yesterday', content: 'x' }, /^date: must be Unix seconds/],
      ['date with a fraction', { date: 1715299200.5, content: 'x' }, /^date: must be Unix seconds/],
      ['date past 9999', { date: '99999999999999', content: 'x' }, /^date: must be Unix seconds/],
      ['missing date', { content: 'x' }, /^date: /],
      [
        'a day before 1970',
        { date: '-3600', content: 'x', time_zone: 'UTC' },
        /^date: must fall between 1970 and 9999$/,
      ],
      [
        'a day after 9999 in the zone',
        { date: '253402300799', content: 'x', time_zone: 'Pacific/Kiritimati' },
        /^date: must fall between 1970 and 9999$/,
      ],
      ['unknown time zone', { date: '1715299200', content: 'x', time_zone: 'Mars/Olympus' }, /^time_zone: /],
      ['unknown field', { date: '1715299200', content: 'x', mood: 'happy' }, /unknown field\(s\) mood/],
    ];
    it.each(cases)('%s', async (_name, body, message) => {
      const user = await createSignedInUser(t);
      const r = await store(t, user, body);
      expect(r.status).toBe(400);
      expect(r.detail).toMatch(message);
    });

    it('accepts content of exactly the limit', async () => {
      const user = await createSignedInUser(t);
      const r = await store(t, user, { date: '1715299200', content: 'a'.repeat(JOURNAL_CONTENT_MAX_CHARS) });
      expect(r.status).toBe(200);
      expect(r.entry.data.content).toHaveLength(JOURNAL_CONTENT_MAX_CHARS);
    });

    it('refuses a body that is not a JSON object', async () => {
      const user = await createSignedInUser(t);
      const res = await t.app.inject({
        method: 'POST',
        url: `${J}/store/`,
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload: '["x"]',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    });
  });

  it('refuses to overwrite an entry that is being or has been analyzed (409)', async () => {
    const user = await createSignedInUser(t);
    const entry = await storeOn(t, user, '2024-08-01', 'final text');
    for (const state of ['analyzing', 'analyzed'] as const) {
      await t.deps.db.kysely
        .updateTable('journal_entries')
        .set({ analysis_state: state })
        .where('id', '=', entry.id)
        .execute();
      const r = await store(t, user, {
        date: String(zonedSeconds('2024-08-01', '00:00', 'UTC')),
        content: 'overwrite',
        time_zone: 'UTC',
      });
      expect(r.status).toBe(409);
      expect(r.detail).toBe(DAY_HAS_ENTRY);
    }
    const got = await t.app.inject({ method: 'GET', url: `${J}/${entry.id}`, headers: user.headers });
    expect(got.json()).toMatchObject({
      data: { content: 'final text' },
      analysis_state: 'analyzed',
      version: 1,
    });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${J}/store/`,
      payload: { date: '0', content: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});
