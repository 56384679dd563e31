import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../support/engines.js';
import { newEmail, PASSWORD, signedUpClient, startAuthServer, type AuthServer } from './support.js';

describe.each(ENGINES)('password recovery and password policy on %s', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
  });
  afterAll(() => server.dispose());

  it('mails a link that lands on /reset-password with a recovery session; the new password works, the old fails', async () => {
    const { email, session: oldSession } = await signedUpClient(server);
    const client = server.client();
    expect((await client.resetPasswordForEmail(email)).error).toBeNull();
    const mail = await server.waitForMail(email, 2);
    expect(mail.subject).toBe('Reset your Inkwell password');
    const followed = await fetch(server.local(mail.links[0]!), { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${server.deps.config.appUrl}/reset-password`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBe(3600);
    expect(Number(fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

    const set = await client.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    const newPassword = 'a brand new passphrase';
    expect((await client.updateUser({ password: newPassword })).error).toBeNull();

    // The password change signed out the other sessions, not the one that made it.
    expect((await server.me(oldSession.access_token)).status).toBe(401);
    expect((await server.me(fragment.get('access_token')!)).status).toBe(200);

    const withOld = await server.client().signInWithPassword({ email, password: PASSWORD });
    expect(withOld.error?.code).toBe('invalid_credentials');
    const withNew = await server.client().signInWithPassword({ email, password: newPassword });
    expect(withNew.error).toBeNull();

    // The link was single-use.
    const second = await fetch(server.local(mail.links[0]!), { redirect: 'manual' });
    expect(second.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('verifyOtp with a recovery token fires PASSWORD_RECOVERY', async () => {
    const { email } = await signedUpClient(server);
    await server.client().resetPasswordForEmail(email);
    const link = new URL((await server.waitForMail(email, 2)).links[0]!);
    const client = server.client();
    const events: string[] = [];
    client.onAuthStateChange((event) => void events.push(event));
    const res = await client.verifyOtp({ token_hash: link.searchParams.get('token')!, type: 'recovery' });
    expect(res.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
  });

  it('expires recovery links after an hour', async () => {
    const { email } = await signedUpClient(server);
    await server.client().resetPasswordForEmail(email);
    const link = (await server.waitForMail(email, 2)).links[0]!;
    server.clock.now += 61 * 60_000;
    try {
      const res = await fetch(server.local(link), { redirect: 'manual' });
      const fragment = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
      expect(fragment.get('error_code')).toBe('otp_expired');
      expect(fragment.get('access_token')).toBeNull();
    } finally {
      server.clock.now -= 61 * 60_000;
    }
  });

  it('expires sign-up links after 24 hours', async () => {
    const email = newEmail();
    const client = server.client();
    await client.signUp({ email, password: PASSWORD });
    const tokenHash = new URL(server.mailsTo(email)[0]!.links[0]!).searchParams.get('token_hash')!;
    server.clock.now += 24 * 3_600_000 + 1000;
    try {
      const res = await client.verifyOtp({ token_hash: tokenHash, type: 'signup' });
      expect(res.error).toMatchObject({ status: 403, code: 'otp_expired' });
    } finally {
      server.clock.now -= 24 * 3_600_000 + 1000;
    }
  });

  it('names the reasons of a weak password', async () => {
    const short = await server.client().signUp({ email: newEmail(), password: 'abc' });
    expect(short.error).toMatchObject({ name: 'AuthWeakPasswordError', status: 422, code: 'weak_password' });
    expect((short.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);

    const common = await server.client().signUp({ email: newEmail(), password: 'Password123' });
    expect((common.error as unknown as { reasons: string[] }).reasons).toEqual(['pwned']);

    const both = await server.client().signUp({ email: newEmail(), password: '12345' });
    expect((both.error as unknown as { reasons: string[] }).reasons).toEqual(['length', 'pwned']);

    const { client } = await signedUpClient(server);
    const update = await client.updateUser({ password: 'qwertyuiop' });
    expect(update.error).toMatchObject({ code: 'weak_password' });
    const same = await client.updateUser({ password: PASSWORD, current_password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
  });
});
