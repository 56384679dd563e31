import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../../src/auth/rate-limits.js';
import { SECURITY_HEADERS } from '../../src/http/security.js';
import { ENGINES } from '../support/engines.js';
import { AUTH_ROUTES, parseKey } from './route-matrix.js';
import { createSecurityApp, type SecurityApp } from './support.js';

const V = { 'x-supabase-api-version': '2024-01-01' };
const email = () => `rl-${randomUUID().slice(0, 12)}@example.com`;

interface LimitCase {
  route: string;
  /** The request; `i` numbers the attempt (for varying what the limit must not care about). */
  request(i: number): { url: string; payload?: object };
  max: number;
  /** 'ip': all attempts from one address; 'email': the same email from a new address each time. */
  per: 'ip' | 'email';
}

/** Budgets as configured; attempts are invalid or wrong on purpose (cheap, and limits count them too). */
const CASES: LimitCase[] = [
  {
    route: 'POST /auth/v1/signup',
    per: 'ip',
    max: AUTH_LIMITS.signup.ip.max,
    request: () => ({ url: '/auth/v1/signup', payload: {} }),
  },
  {
    route: 'POST /auth/v1/signup',
    per: 'email',
    max: AUTH_LIMITS.signup.email.max,
    request: () => ({
      url: '/auth/v1/signup',
      payload: { email: SIGNUP_EMAIL, password: 'a fine passphrase' },
    }),
  },
  {
    route: 'POST /auth/v1/token',
    per: 'ip',
    max: AUTH_LIMITS.token.ip.max,
    // An address that is no email is refused before any password work (fast); the limit counts it all the same.
    request: () => ({
      url: '/auth/v1/token?grant_type=password',
      payload: { email: 'not-an-email', password: 'wrong' },
    }),
  },
  {
    route: 'POST /auth/v1/token',
    per: 'email',
    max: AUTH_LIMITS.token.email.max,
    request: () => ({
      url: '/auth/v1/token?grant_type=password',
      payload: { email: TOKEN_EMAIL, password: 'wrong' },
    }),
  },
  {
    route: 'POST /auth/v1/token',
    per: 'ip',
    max: AUTH_LIMITS.refresh.ip.max,
    request: (i) => ({
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: `nope-${i}` },
    }),
  },
  {
    route: 'POST /auth/v1/verify',
    per: 'ip',
    max: AUTH_LIMITS.verify.ip.max,
    request: (i) => ({ url: '/auth/v1/verify', payload: { token_hash: `nope-${i}`, type: 'signup' } }),
  },
  {
    route: 'GET /auth/v1/verify',
    per: 'ip',
    max: AUTH_LIMITS.verify.ip.max,
    request: (i) => ({ url: `/auth/v1/verify?token=nope-${i}&type=signup` }),
  },
  {
    route: 'POST /auth/v1/recover',
    per: 'ip',
    max: AUTH_LIMITS.recover.ip.max,
    request: () => ({ url: '/auth/v1/recover', payload: { email: email() } }),
  },
  {
    route: 'POST /auth/v1/recover',
    per: 'email',
    max: AUTH_LIMITS.recover.email.max,
    request: () => ({ url: '/auth/v1/recover', payload: { email: RECOVER_EMAIL } }),
  },
];
const SIGNUP_EMAIL = email();
const TOKEN_EMAIL = email();
const RECOVER_EMAIL = email();

describe.each(ENGINES)('rate limits reached on every limited auth route on %s', (engine) => {
  let t: SecurityApp;
  let nextNet = 0;
  beforeAll(async () => {
    t = await createSecurityApp(engine); // AUTH_RATE_LIMITS unset: on, as in production
  });
  afterAll(() => t.dispose());

  it('has a case for every route the matrix marks as limited, and only for those', () => {
    const limited = Object.entries(AUTH_ROUTES)
      .filter(([, r]) => r.limited)
      .map(([k]) => k);
    expect([...new Set(CASES.map((c) => c.route))].sort()).toEqual(limited.sort());
  });

  it.each(CASES.map((c) => [`${c.route} per ${c.per} (${c.request(0).url.split('?')[1] ?? 'budget'})`, c]))(
    '%s → 429 over_request_rate_limit past the budget',
    async (_name, c) => {
      const net = ++nextNet;
      const send = (i: number, ip: string) =>
        t.app.inject({ method: parseKey(c.route).method, headers: V, remoteAddress: ip, ...c.request(i) });
      const ipOf = (i: number) => (c.per === 'ip' ? `10.${net}.0.1` : `10.${net}.${i >> 8}.${i & 255}`);
      for (let i = 0; i < c.max; i++) {
        const res = await send(i, ipOf(i));
        expect(res.statusCode, `attempt ${i + 1}: ${res.body}`).not.toBe(429);
      }
      const limited = await send(c.max, ipOf(c.max));
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ code: 'over_request_rate_limit', message: expect.any(String) });
      expect(limited.headers['x-supabase-api-version']).toBe('2024-01-01');
      for (const [name, value] of SECURITY_HEADERS) expect(limited.headers[name], name).toBe(value);
    },
  );

  it('keeps sign-in and refresh budgets apart on one address', async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < AUTH_LIMITS.token.ip.max + 1; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        headers: V,
        remoteAddress: ip,
        payload: { email: 'not-an-email', password: 'wrong' },
      });
    }
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      headers: V,
      remoteAddress: ip,
      payload: { refresh_token: 'nope' },
    });
    expect(refresh.statusCode).toBe(400);
  });
});
