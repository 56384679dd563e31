import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { newEmail } from './support.js';

describe('mail outbox and /dev/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      AUTH_RATE_LIMITS: 'false',
      APP_URL: 'https://inkwell.example',
      DEV_OUTBOX: 'true',
    });
  });
  afterAll(() => t.dispose());

  const signUp = (email: string, redirectTo: string) =>
    t.app.inject({
      method: 'POST',
      url: `/auth/v1/signup?redirect_to=${encodeURIComponent(redirectTo)}`,
      payload: { email, password: 'a fine passphrase' },
    });

  it('writes the sign-up mail as an .eml with a readable link to APP_URL/auth/callback, listed on /dev/outbox', async () => {
    const email = newEmail();
    const res = await signUp(email, 'https://inkwell.example/journal');
    expect(res.statusCode).toBe(200);

    const list = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain(email);
    const file = /href="\/dev\/outbox\/([^"]+)"/.exec(list.body)![1]!;

    const view = await t.app.inject({ method: 'GET', url: `/dev/outbox/${file}` });
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain('Confirm your Inkwell account');
    const href = /<a href="(https:\/\/inkwell\.example\/auth\/callback\?[^"]+)"/.exec(view.body)![1]!;
    const link = new URL(href.replace(/&amp;/g, '&'));
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('token_hash')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.searchParams.get('redirect_to')).toBe('https://inkwell.example/journal');
  });

  it('ignores a redirect_to of another site', async () => {
    const email = newEmail();
    await t.app.inject({
      method: 'POST',
      url: '/auth/v1/recover?redirect_to=https%3A%2F%2Fevil.example%2F',
      payload: { email: email },
    });
    const signup = await signUp(email, 'https://evil.example/');
    expect(signup.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(list.body).not.toContain('evil.example');
    const res = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/verify?token=nope&type=signup&redirect_to=https%3A%2F%2Fevil.example%2F',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(
      /^https:\/\/inkwell\.example\/#error=access_denied&error_code=otp_expired/,
    );
  });

  it('refuses odd file names', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'nope.eml', '1-1-zz.eml']) {
      expect((await t.app.inject({ method: 'GET', url: `/dev/outbox/${name}` })).statusCode).toBe(404);
    }
  });
});

describe('with SMTP configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens there; no mail is sent by this test, the page just has to be gone.
    t = await createTestApp('sqlite', {
      SMTP_URL: `smtp://127.0.0.1:9/${randomBytes(2).toString('hex')}`,
      DEV_OUTBOX: 'true',
    });
  });
  afterAll(() => t.dispose());

  it('has no /dev/outbox', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
  });
});
