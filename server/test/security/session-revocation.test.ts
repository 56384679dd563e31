import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/passwords.js';
import { SESSION_CACHE_TTL_MS } from '../../src/auth/session-cache.js';
import { signAccessToken } from '../../src/auth/tokens.js';
import {
  createSignedInUser,
  createTestApp,
  secondApiProcess,
  type SecondProcess,
  type TestApp,
  type TestUser,
} from '../support/app.js';
import { ENGINES } from '../support/engines.js';

const PASSWORD = 'correct horse battery';

/**
 * The product API remembers live sessions for SESSION_CACHE_TTL_MS (decision 220). A session signed out,
 * cut by a password change or ended by deleting the account is refused at once by the process that did
 * it, and by any other API process within the TTL.
 */
describe.each(ENGINES)('session revocation with the session cache on %s', (engine) => {
  let t: TestApp;
  /** A second API process: its own app, connection and cache over the same database, its own clock. */
  let other: SecondProcess;
  beforeAll(async () => {
    t = await createTestApp(engine);
    other = await secondApiProcess(t);
  });
  afterAll(async () => {
    await other.close();
    await t.dispose();
  });

  const me = (app: FastifyInstance, user: { headers: { authorization: string } }) =>
    app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers }).then((r) => r.statusCode);
  const gotrue = (method: 'POST' | 'PUT', url: string, user: TestUser, payload?: Record<string, string>) =>
    t.app.inject({
      method,
      url,
      headers: { ...user.headers, 'x-supabase-api-version': '2024-01-01' },
      ...(payload === undefined ? {} : { payload }),
    });

  /** A user with a real password and two live sessions. */
  async function userWithTwoSessions(): Promise<[TestUser, TestUser]> {
    const first = await createSignedInUser(t);
    const db = t.deps.db.kysely;
    const now = t.deps.now();
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(PASSWORD) })
      .where('id', '=', first.id)
      .execute();
    const sessionId = randomUUID();
    await db
      .insertInto('auth_sessions')
      .values({ id: sessionId, user_id: first.id, created_at: now, refreshed_at: null, revoked_at: null })
      .execute();
    const { token } = await signAccessToken(
      { userId: first.id, email: first.email, sessionId },
      t.deps.config.jwtSecret,
      `${t.deps.config.appUrl}/auth/v1`,
      now,
    );
    return [first, { ...first, sessionId, token, headers: { authorization: `Bearer ${token}` } }];
  }

  it('refuses a signed-out session at once in the same process, and in another within the TTL', async () => {
    const user = await createSignedInUser(t);
    expect(await me(t.app, user)).toBe(200); // both processes have now found the session live
    expect(await me(other.app, user)).toBe(200);
    expect((await gotrue('POST', '/auth/v1/logout', user)).statusCode).toBe(204);
    expect(await me(t.app, user)).toBe(401);
    // The other process still trusts its recent check: that is the documented bound, and no longer.
    expect(await me(other.app, user)).toBe(200);
    other.clock.now += SESSION_CACHE_TTL_MS;
    expect(await me(other.app, user)).toBe(401);
    other.clock.now += SESSION_CACHE_TTL_MS; // a refusal is not remembered as live later either
    expect(await me(other.app, user)).toBe(401);
  });

  it('a password change cuts the other session at once in the same process, and in another within the TTL', async () => {
    const [kept, cut] = await userWithTwoSessions();
    for (const session of [kept, cut]) {
      expect(await me(t.app, session)).toBe(200);
      expect(await me(other.app, session)).toBe(200);
    }
    const change = await gotrue('PUT', '/auth/v1/user', kept, {
      password: 'a brand new passphrase',
      current_password: PASSWORD,
    });
    expect(change.statusCode).toBe(200);
    expect(await me(t.app, cut)).toBe(401);
    expect(await me(t.app, kept)).toBe(200);
    other.clock.now += SESSION_CACHE_TTL_MS;
    expect(await me(other.app, cut)).toBe(401);
    expect(await me(other.app, kept)).toBe(200);
  });

  it('a deleted account’s sessions are refused at once in the same process, and in another within the TTL', async () => {
    const [user, second] = await userWithTwoSessions();
    for (const session of [user, second]) {
      expect(await me(t.app, session)).toBe(200);
      expect(await me(other.app, session)).toBe(200);
    }
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: user.headers,
      payload: { current_password: PASSWORD },
    });
    expect(gone.statusCode).toBe(204);
    expect(await me(t.app, user)).toBe(401);
    expect(await me(t.app, second)).toBe(401);
    other.clock.now += SESSION_CACHE_TTL_MS;
    expect(await me(other.app, user)).toBe(401);
    expect(await me(other.app, second)).toBe(401);
  });
});
