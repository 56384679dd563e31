import type { JournalEntry } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { J, monthly, storeOn } from './support.js';

describe.each(ENGINES)('journal isolation between users on %s', (engine) => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  let entryA: JournalEntry;
  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await createSignedInUser(t);
    b = await createSignedInUser(t);
    entryA = await storeOn(t, a, '2024-10-10', 'A’s private entry');
  });
  afterAll(() => t.dispose());

  it('answers 404 to B on every route that takes A’s entry id', async () => {
    const get = await t.app.inject({ method: 'GET', url: `${J}/${entryA.id}`, headers: b.headers });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ detail: 'Journal entry not found', code: 'not_found' });
    for (const payload of [{ content: 'hijack', version: 1 }, { bogus: true }]) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `${J}/${entryA.id}`,
        headers: b.headers,
        payload,
      });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ detail: 'Journal entry not found', code: 'not_found' });
    }
    const still = await t.app.inject({ method: 'GET', url: `${J}/${entryA.id}`, headers: a.headers });
    expect(still.json()).toMatchObject({ version: 1, data: { content: 'A’s private entry' } });
  });

  it('never lists A’s rows to B (monthly, list, stats)', async () => {
    expect((await monthly(t, b, 2024, 10)).body).toEqual([]);
    const list = await t.app.inject({ method: 'GET', url: `${J}/?limit=100`, headers: b.headers });
    expect(list.json()).toEqual([]);
    const stats = await t.app.inject({ method: 'GET', url: `${J}/stats`, headers: b.headers });
    expect(stats.json()).toMatchObject({ total_entries: 0, total_words: 0 });
    expect((await monthly(t, a, 2024, 10)).body.map((e) => e.id)).toEqual([entryA.id]);
  });

  it('gives B its own entry when B stores on A’s day, leaving A’s untouched', async () => {
    const entryB = await storeOn(t, b, '2024-10-10', 'B’s entry');
    expect(entryB.id).not.toBe(entryA.id);
    const got = await t.app.inject({ method: 'GET', url: `${J}/${entryA.id}`, headers: a.headers });
    expect(got.json().data.content).toBe('A’s private entry');
    expect((await monthly(t, b, 2024, 10)).body.map((e) => e.id)).toEqual([entryB.id]);
  });

  it('refuses every journal route without a token', async () => {
    for (const [method, url] of [
      ['GET', `${J}/monthly/2024/10`],
      ['GET', `${J}/`],
      ['GET', `${J}/stats`],
      ['GET', `${J}/${entryA.id}`],
      ['PUT', `${J}/${entryA.id}`],
      ['POST', `${J}/store/`],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
