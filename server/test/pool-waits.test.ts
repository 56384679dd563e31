import type { EntryAssessment } from '@inkwell/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from './support/app.js';
import { wordInDeck } from './concepts/helpers.js';
import { until } from './support/until.js';

const J = '/api/documents/journal';

// Under load a request's time is mostly its waits for a pool connection (decisions 311, 329): the
// mix's requests that read and then write take one connection for both. PostgreSQL only (SQLite has
// one connection and no pool).
describe('one pool wait per request of the learners’ mix on postgres', () => {
  let t: TestApp;
  let a: TestUser;
  const connect = pg.Pool.prototype.connect;
  let checkouts = 0;

  beforeAll(async () => {
    pg.Pool.prototype.connect = function (this: pg.Pool, ...args: unknown[]) {
      checkouts++;
      return (connect as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof connect;
    t = await createTestApp('postgres');
    a = await createSignedInUser(t);
  });
  afterAll(async () => {
    pg.Pool.prototype.connect = connect;
    await t.dispose();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: a.headers, ...(payload ? { payload } : {}) });

  /** Pool checkouts of one request, the job workers stopped so their polls are not counted. */
  const waitsOf = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const before = checkouts;
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return checkouts - before;
  };

  it('POST store, a correction state (accept and reject) and a review each wait once', async () => {
    await call('PUT', '/api/auth/me', { target_language: 'en', native_language: 'es' });
    const entry = (
      await call('POST', `${J}/store/`, {
        date: String(Date.UTC(2026, 10, 20) / 1000),
        content: 'I has went to the the store yesterday and buyed a apple.',
      })
    ).json() as { id: string };
    await call('POST', `${J}/${entry.id}/assess`);
    let corrections: { id: string }[] = [];
    await until(async () => {
      const res = (await call('GET', `${J}/${entry.id}/assessment`)).json() as EntryAssessment;
      corrections = res.data?.corrections ?? [];
      return res.status === 'done';
    });
    await wordInDeck(t, a, 'manzana');
    const due = (await call('GET', '/api/concepts/review/due?limit=20')).json() as {
      cards: { card_id: string }[];
    };
    await t.deps.jobs.stop(1000);

    const storeWaits = await waitsOf('POST', `${J}/store/`, {
      date: String(Date.UTC(2026, 10, 21) / 1000),
      content: 'Today I walked to the market.',
      time_zone: 'UTC',
    });
    const accept = await waitsOf('POST', `${J}/${entry.id}/correction-state`, {
      correction_id: corrections[0]!.id,
      accepted: true,
      rejected: false,
    });
    const reject = await waitsOf('POST', `${J}/${entry.id}/correction-state`, {
      correction_id: corrections[1]!.id,
      accepted: false,
      rejected: true,
    });
    const review = await waitsOf('POST', `/api/concepts/review/${due.cards[0]!.card_id}`, {
      rating: 'good',
    });
    expect({ storeWaits, accept, reject, review }).toEqual({
      storeWaits: 1,
      accept: 1,
      reject: 1,
      review: 1,
    });
  });
});
