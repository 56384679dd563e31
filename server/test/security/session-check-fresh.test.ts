import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerAuth } from '../../src/auth/require-user.js';
import { SESSION_CACHE_TTL_MS } from '../../src/auth/session-cache.js';
import { createSignedInUser, createTestApp, type TestApp } from '../support/app.js';

const nextTurn = () => new Promise((done) => setImmediate(done));

/**
 * SQLite reads of one event-loop turn share a snapshot (decision 322). The session check must not: a
 * revocation another API process committed after the turn's snapshot was taken counts at once, once the
 * cache's TTL has passed (decision 220's bound, not the bound plus a turn).
 */
describe('the session check reads a snapshot of its own (SQLite)', () => {
  let t: TestApp;
  let otherProcess: SQLite.Database;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    otherProcess = new SQLite(join(t.deps.config.dataDir, 'inkwell.sqlite'));
  });
  afterAll(async () => {
    otherProcess.close();
    await t.dispose();
  });

  it('refuses a session revoked elsewhere while this turn’s shared snapshot predates the revocation', async () => {
    const user = await createSignedInUser(t);
    const hook = bearerAuth(t.deps.db, t.deps.config.jwtSecret, () => t.clock.now);
    const request = () => ({ headers: { authorization: user.headers.authorization } }) as FastifyRequest;
    const run = () =>
      new Promise<void>((ok, fail) => hook(request(), {} as FastifyReply, (err) => (err ? fail(err) : ok())));
    await run(); // the token is verified and the session found live
    await nextTurn();
    expect(t.deps.db.readRows!('select count(*) as n from auth_sessions', [])).toHaveLength(1); // the turn's snapshot
    otherProcess.prepare('update auth_sessions set revoked_at = 1 where id = ?').run(user.sessionId);
    t.clock.now += SESSION_CACHE_TTL_MS;
    await expect(run()).rejects.toMatchObject({ status: 401 });
  });
});
