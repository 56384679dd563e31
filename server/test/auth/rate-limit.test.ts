import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../../src/auth/rate-limits.js';
import { ENGINES } from '../support/engines.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { newEmail } from './support.js';

const VERSION = { 'x-supabase-api-version': '2024-01-01' };

describe.each(ENGINES)('auth rate limits (on by default) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine); // AUTH_RATE_LIMITS unset: on
  });
  afterAll(() => t.dispose());

  const signIn = (email: string, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: VERSION,
      remoteAddress: ip,
      payload: { email, password: 'wrong password' },
    });

  it('limits sign-in attempts per email, across addresses', async () => {
    const email = newEmail();
    const max = AUTH_LIMITS.token.email.max;
    for (let i = 0; i < max; i++) {
      expect((await signIn(email, `10.1.0.${i}`)).statusCode).toBe(400);
    }
    const limited = await signIn(email.toUpperCase(), '10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'over_request_rate_limit', message: expect.any(String) });
    expect(limited.headers['x-supabase-api-version']).toBe('2024-01-01');
    expect((await signIn(newEmail(), '10.1.1.1')).statusCode).toBe(400); // other addresses are unaffected
  });

  it('limits sign-in attempts per IP, across emails', async () => {
    const max = AUTH_LIMITS.token.ip.max;
    for (let i = 0; i < max; i++) expect((await signIn(newEmail(), '10.2.0.1')).statusCode).toBe(400);
    const limited = await signIn(newEmail(), '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('over_request_rate_limit');
  });

  it('limits recovery per email, the same for known and unknown addresses', async () => {
    const email = newEmail();
    const recover = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/v1/recover',
        headers: VERSION,
        remoteAddress: ip,
        payload: { email },
      });
    for (let i = 0; i < AUTH_LIMITS.recover.email.max; i++)
      expect((await recover(`10.3.0.${i}`)).statusCode).toBe(200);
    const limited = await recover('10.3.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('over_request_rate_limit');
  });

  it('limits verify attempts per IP', async () => {
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth/v1/verify',
        headers: VERSION,
        remoteAddress: '10.4.0.1',
        payload: { token_hash: 'nope', type: 'signup' },
      });
    for (let i = 0; i < AUTH_LIMITS.verify.ip.max; i++) expect((await verify()).statusCode).toBe(403);
    expect((await verify()).statusCode).toBe(429);
  });

  it('limits sign-ups per email', async () => {
    const email = newEmail();
    const signup = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        headers: VERSION,
        remoteAddress: `10.5.0.${i}`,
        payload: { email, password: 'a fine passphrase' },
      });
    for (let i = 0; i < AUTH_LIMITS.signup.email.max; i++) expect((await signup(i)).statusCode).toBe(200);
    expect((await signup(99)).statusCode).toBe(429);
  });
});
