import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_PASSWORD_GRACE_MS } from '../../src/auth/service.js';
import { ENGINES } from '../support/engines.js';
import { newEmail, PASSWORD, signedUpClient, startAuthServer, type AuthServer } from './support.js';

const NEW_PASSWORD = 'a brand new passphrase';

describe.each(ENGINES)('password change needs re-authentication on %s', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
  });
  afterAll(() => server.dispose());

  const signIn = (email: string, password: string) => server.client().signInWithPassword({ email, password });

  /** Follows the newest recovery link to `email` and answers a client holding its recovery session. */
  async function recoverySession(email: string, nth: number) {
    await server.client().resetPasswordForEmail(email);
    const link = new URL((await server.waitForMail(email, nth)).links[0]!);
    const client = server.client();
    const res = await client.verifyOtp({ token_hash: link.searchParams.get('token')!, type: 'recovery' });
    expect(res.error).toBeNull();
    return client;
  }

  it('refuses a new password from a signed-in session without proof; the old password still works', async () => {
    const { client, email } = await signedUpClient(server);
    const res = await client.updateUser({ password: NEW_PASSWORD });
    expect(res.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    expect((await signIn(email, PASSWORD)).error).toBeNull();
    expect((await signIn(email, NEW_PASSWORD)).error?.code).toBe('invalid_credentials');
  });

  it('accepts the current password, and refuses a wrong one', async () => {
    const { client, email } = await signedUpClient(server);
    const wrong = await client.updateUser({ password: NEW_PASSWORD, current_password: 'not my password' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_mismatch' });
    const right = await client.updateUser({ password: NEW_PASSWORD, current_password: PASSWORD });
    expect(right.error).toBeNull();
    expect((await signIn(email, NEW_PASSWORD)).error).toBeNull();
  });

  it('accepts the code reauthenticate() mails as nonce, once; a wrong guess voids the code', async () => {
    const { client, email } = await signedUpClient(server);
    const codeOf = async (n: number) => {
      const mail = await server.waitForMail(email, n);
      expect(mail.subject).toBe('Your Inkwell confirmation code');
      return /\b(\d{6})\b/.exec(mail.text)![1]!;
    };
    expect((await client.reauthenticate()).error).toBeNull();
    const first = await codeOf(2); // mail 1 was the sign-up confirmation
    const guess = first === '000000' ? '000001' : '000000';
    const wrong = await client.updateUser({ password: NEW_PASSWORD, nonce: guess });
    expect(wrong.error).toMatchObject({ code: 'reauthentication_not_valid' });
    const voided = await client.updateUser({ password: NEW_PASSWORD, nonce: first });
    expect(voided.error).toMatchObject({ code: 'reauthentication_not_valid' });

    expect((await client.reauthenticate()).error).toBeNull();
    const second = await codeOf(3);
    expect((await client.updateUser({ password: NEW_PASSWORD, nonce: second })).error).toBeNull();
    const again = await client.updateUser({ password: 'yet another passphrase', nonce: second });
    expect(again.error).toMatchObject({ code: 'reauthentication_not_valid' });
    expect((await signIn(email, NEW_PASSWORD)).error).toBeNull();
  });

  it('lets a fresh recovery session set a password without the old one, but not a stale one', async () => {
    const { email } = await signedUpClient(server);
    const fresh = await recoverySession(email, 2);
    expect((await fresh.updateUser({ password: NEW_PASSWORD })).error).toBeNull();

    const stale = await recoverySession(email, 3);
    server.clock.now += RECOVERY_PASSWORD_GRACE_MS + 1000;
    try {
      const res = await stale.updateUser({ password: 'yet another passphrase' });
      expect(res.error).toMatchObject({ code: 'reauthentication_needed' });
    } finally {
      server.clock.now -= RECOVERY_PASSWORD_GRACE_MS + 1000;
    }
    expect((await signIn(email, NEW_PASSWORD)).error).toBeNull();
  });

  it('voids outstanding recovery and email-change links when the password changes', async () => {
    const { client, email } = await signedUpClient(server);
    await server.client().resetPasswordForEmail(email);
    const recoveryLink = (await server.waitForMail(email, 2)).links[0]!;
    const next = newEmail();
    expect((await client.updateUser({ email: next, current_password: PASSWORD })).error).toBeNull();
    const changeLink = server.mailsTo(next).at(-1)!.links[0]!;

    expect(
      (await client.updateUser({ password: NEW_PASSWORD, current_password: PASSWORD })).error,
    ).toBeNull();

    for (const link of [recoveryLink, changeLink]) {
      const res = await fetch(server.local(link), { redirect: 'manual' });
      expect(res.headers.get('location'), link).toContain('error_code=otp_expired');
    }
    expect((await signIn(email, NEW_PASSWORD)).error).toBeNull();
  });

  it('tells the old address of an email change, with a cancel link only the old address gets', async () => {
    const { client, email } = await signedUpClient(server);
    const next = newEmail();
    expect((await client.updateUser({ email: next, current_password: PASSWORD })).error).toBeNull();
    const notice = server.mailsTo(email).at(-1)!;
    expect(notice.subject).toBe('Your Inkwell email address is being changed');
    expect(notice.text).toContain(next);
    expect(notice.links).toEqual([expect.stringContaining('type=email_change_cancel')]);
    const toNew = server.mailsTo(next).flatMap((m) => m.links);
    expect(toNew.some((l) => l.includes('email_change_cancel'))).toBe(false);
  });
});

describe.each(ENGINES)('password change rate limits on %s', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine, { AUTH_RATE_LIMITS: 'true' });
  });
  afterAll(() => server.dispose());

  const attempt = async (client: Awaited<ReturnType<typeof signedUpClient>>['client']) =>
    (await client.updateUser({ password: NEW_PASSWORD, current_password: 'a wrong guess' })).error;

  it('limits attempts per account (wrong current passwords count)', async () => {
    const { client } = await signedUpClient(server);
    for (let i = 0; i < 5; i++) expect((await attempt(client))?.code).toBe('current_password_mismatch');
    expect(await attempt(client)).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('limits attempts per IP across accounts, and mails of reauthenticate() per account', async () => {
    // The first test's 6 attempts came from this address too: 10 allowed in all.
    const users = [await signedUpClient(server), await signedUpClient(server)];
    expect((await attempt(users[0]!.client))?.code).toBe('current_password_mismatch');
    expect((await attempt(users[0]!.client))?.code).toBe('current_password_mismatch');
    expect((await attempt(users[1]!.client))?.code).toBe('current_password_mismatch');
    expect((await attempt(users[1]!.client))?.code).toBe('current_password_mismatch');
    expect(await attempt(users[1]!.client)).toMatchObject({ status: 429 });

    const { client } = users[0]!;
    for (let i = 0; i < 5; i++) expect((await client.reauthenticate()).error).toBeNull();
    expect((await client.reauthenticate()).error).toMatchObject({ status: 429 });
  });
});
