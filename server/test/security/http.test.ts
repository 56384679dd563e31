import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../support/engines.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';

const V = { 'x-supabase-api-version': '2024-01-01' };

describe.each(ENGINES)('HTTP hardening of /auth/v1 and /api on %s', (engine) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp(engine, { AUTH_RATE_LIMITS: 'false' });
    user = await createSignedInUser(t);
  });
  afterAll(() => t.dispose());

  it('refuses unknown fields with 400 and a message naming them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: V,
      payload: { email: 'x@example.com', password: 'a fine passphrase', role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('role') });
  });

  it('refuses wrong types with 400 and a message naming the field', async () => {
    const cases: [string, unknown][] = [
      ['/auth/v1/signup', { email: 42, password: 'a fine passphrase' }],
      ['/auth/v1/token?grant_type=password', { email: 'x@example.com', password: ['a'] }],
      ['/auth/v1/token?grant_type=refresh_token', { refresh_token: 7 }],
      ['/auth/v1/verify', { token_hash: 'x', type: 'magic' }],
      ['/auth/v1/recover', { email: 'not an email' }],
    ];
    for (const [url, payload] of cases) {
      const res = await t.app.inject({ method: 'POST', url, headers: V, payload: payload as object });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('validation_failed');
      expect(res.json().message, url).toMatch(/^[a-z_]+: /);
    }
    const grant = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=magic',
      headers: V,
      payload: {},
    });
    expect(grant.json().message).toMatch(/grant_type/);
    const scope = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=everyone',
      headers: { ...V, ...user.headers },
    });
    expect(scope.statusCode).toBe(400);
  });

  it('refuses bad JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { ...V, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_json');
  });

  it('answers a body over 1 MB with 413 on both services', async () => {
    const big = JSON.stringify({ email: 'x@example.com', password: 'p'.repeat(1024 * 1024) });
    const auth = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { ...V, 'content-type': 'application/json' },
      payload: big,
    });
    expect(auth.statusCode).toBe(413);
    expect(auth.json().code).toBe('request_too_large');
    const api = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ display_name: 'x'.repeat(1024 * 1024) }),
    });
    expect(api.statusCode).toBe(413);
    expect(api.json()).toEqual({ detail: 'Request body is too large' });
  });

  it('keeps {detail} errors on /api and GoTrue errors on /auth/v1', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(api.statusCode).toBe(401);
    expect(Object.keys(api.json())).toEqual(['detail']);
    const legacy = await t.app.inject({ method: 'GET', url: '/auth/v1/user' });
    expect(legacy.json()).toMatchObject({
      code: 401,
      error_code: 'no_authorization',
      msg: expect.any(String),
    });
    expect(legacy.headers['x-supabase-api-version']).toBeUndefined();
    const current = await t.app.inject({ method: 'GET', url: '/auth/v1/user', headers: V });
    expect(current.json()).toEqual({ code: 'no_authorization', message: expect.any(String) });
    expect(current.headers['x-supabase-api-version']).toBe('2024-01-01');
    const unknown = await t.app.inject({ method: 'GET', url: '/auth/v1/nope', headers: V });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
  });

  it('answers CORS preflights and exposes the API version header', async () => {
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/auth/v1/token?grant_type=password',
      headers: {
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-supabase-api-version',
      },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(pre.headers['access-control-allow-headers']).toContain('x-supabase-api-version');
    expect(pre.headers['access-control-allow-methods']).toContain('POST');
    const res = await t.app.inject({ method: 'GET', url: '/auth/v1/settings', headers: V });
    expect(res.headers['access-control-expose-headers']).toContain('X-Supabase-Api-Version');
  });

  it('sends CSP, nosniff, frame-ancestors and referrer-policy on every kind of response', async () => {
    const responses = [
      await t.app.inject({ method: 'GET', url: '/auth/v1/settings' }),
      await t.app.inject({ method: 'GET', url: '/auth/v1/user' }),
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers }),
      await t.app.inject({ method: 'GET', url: '/api/auth/me' }),
      await t.app.inject({ method: 'GET', url: '/dev/outbox' }),
    ];
    for (const res of responses) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});
