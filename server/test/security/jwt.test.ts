import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../support/engines.js';
import { createSignedInUser, type TestUser } from '../support/app.js';
import { placeholderFixture } from './fixture.js';
import { API_MATRIX, parseKey } from './route-matrix.js';
import { createSecurityApp, type SecurityApp } from './support.js';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(ENGINES)('forged access tokens on %s', (engine) => {
  let t: SecurityApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createSecurityApp(engine);
    user = await createSignedInUser(t);
  });
  afterAll(() => t.dispose());

  const claims = () => ({
    sub: user.id,
    email: user.email,
    session_id: user.sessionId,
    role: 'authenticated',
    aud: 'authenticated',
  });
  const sign = (secret: string, opts: { exp?: number; aud?: string } = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ...claims(), ...(opts.aud ? { aud: opts.aud } : {}) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now - 10)
      .setExpirationTime(opts.exp ?? now + 3600)
      .sign(new TextEncoder().encode(secret));
  };
  const statusOf = async (token: string) => {
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    const auth = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    return { api: api.statusCode, auth: auth.statusCode, authCode: auth.json().code as string };
  };

  it('accepts the genuine token (control)', async () => {
    expect(await statusOf(user.token)).toMatchObject({ api: 200, auth: 200 });
  });

  it('refuses alg none', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims(), iat: now, exp: now + 3600 })}.`;
    expect(await statusOf(token)).toEqual({ api: 401, auth: 401, authCode: 'bad_jwt' });
  });

  it('refuses a token signed with another key', async () => {
    const token = await sign('another-secret-of-at-least-thirty-two-chars');
    expect(await statusOf(token)).toEqual({ api: 401, auth: 401, authCode: 'bad_jwt' });
  });

  it('refuses an expired token', async () => {
    const token = await sign(t.deps.config.jwtSecret, { exp: Math.floor(Date.now() / 1000) - 60 });
    expect(await statusOf(token)).toEqual({ api: 401, auth: 401, authCode: 'bad_jwt' });
  });

  it('refuses a token for another audience', async () => {
    const token = await sign(t.deps.config.jwtSecret, { aud: 'service_role' });
    expect(await statusOf(token)).toEqual({ api: 401, auth: 401, authCode: 'bad_jwt' });
  });

  it('refuses a tampered payload', async () => {
    const [head, , sig] = user.token.split('.');
    const token = `${head}.${b64({ ...claims(), sub: crypto.randomUUID(), exp: 9_999_999_999 })}.${sig}`;
    expect(await statusOf(token)).toEqual({ api: 401, auth: 401, authCode: 'bad_jwt' });
  });

  /** Sends the header on every authenticated /api route; answers the routes not refused with 401 {detail}. */
  const notRefusedOnEveryRoute = async (authorization: string | undefined) => {
    const f = placeholderFixture();
    const wrong: string[] = [];
    for (const [key, route] of Object.entries(API_MATRIX)) {
      if (route.access === 'public') continue;
      const { url, payload } = route.valid(f);
      const res = await t.app.inject({
        method: parseKey(key).method,
        url,
        headers: authorization === undefined ? {} : { authorization },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      const detail: unknown = res.json().detail;
      if (res.statusCode !== 401 || typeof detail !== 'string' || !detail) {
        wrong.push(`${key} → ${res.statusCode} ${res.body}`);
      }
    }
    return wrong;
  };

  it('refuses every attack on every authenticated /api route with 401 and a message', async () => {
    const now = Math.floor(Date.now() / 1000);
    const attacks: Record<string, string | undefined> = {
      missing: undefined,
      empty: 'Bearer ',
      'not bearer': `Basic ${Buffer.from('a:b').toString('base64')}`,
      malformed: 'Bearer not.a.jwt',
      garbage: `Bearer ${'x'.repeat(500)}`,
      'alg none': `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims(), iat: now, exp: now + 3600 })}.`,
      'another key': `Bearer ${await sign('another-secret-of-at-least-thirty-two-chars')}`,
      expired: `Bearer ${await sign(t.deps.config.jwtSecret, { exp: now - 60 })}`,
      'wrong audience': `Bearer ${await sign(t.deps.config.jwtSecret, { aud: 'service_role' })}`,
    };
    for (const [name, header] of Object.entries(attacks)) {
      expect(await notRefusedOnEveryRoute(header), name).toEqual([]);
    }
  });

  it('refuses a signed-out session’s still-unexpired token on every route', async () => {
    const victim = await createSignedInUser(t);
    // Used once first, so any verified-token cache already holds it.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: victim.headers })).statusCode,
    ).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/logout',
      headers: { ...victim.headers, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(out.statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: victim.headers });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ detail: 'Session not found or signed out', code: 'unauthorized' });
    expect(await notRefusedOnEveryRoute(victim.headers.authorization)).toEqual([]);
  });

  it('refuses a missing or malformed Authorization header', async () => {
    const none = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('no_authorization');
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
  });
});
