import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../support/engines.js';
import { newEmail, PASSWORD, signedUpClient, startAuthServer, type AuthServer } from './support.js';

const HOUR = 3_600_000;

describe.each(ENGINES)('email change needs re-authentication and can be cancelled on %s', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
  });
  afterAll(() => server.dispose());

  const signIn = (email: string, password: string) => server.client().signInWithPassword({ email, password });
  /** Follows a mailed link without a browser: the 303's target, with the session in its fragment. */
  async function follow(link: string): Promise<URL> {
    const res = await fetch(server.local(link), { redirect: 'manual' });
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location')!);
  }
  const cancelLinkOf = (email: string) =>
    server
      .mailsTo(email)
      .flatMap((m) => m.links)
      .filter((l) => l.includes('type=email_change_cancel'));

  it('refuses a change from a stolen access token alone: no mail to the new address, nothing changes', async () => {
    const { client, email } = await signedUpClient(server);
    const attacker = newEmail();
    const res = await client.updateUser({ email: attacker });
    expect(res.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    expect(res.error?.message).toMatch(/^Email change requires reauthentication/);
    expect(server.mailsTo(attacker)).toEqual([]);
    expect((await client.getUser()).data.user?.email).toBe(email);

    const wrong = await client.updateUser({ email: attacker, current_password: 'not my password' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_mismatch' });
    expect(server.mailsTo(attacker)).toEqual([]);
  });

  it('accepts the code reauthenticate() mails as nonce, once', async () => {
    const { client, email } = await signedUpClient(server);
    expect((await client.reauthenticate()).error).toBeNull();
    const code = /\b(\d{6})\b/.exec((await server.waitForMail(email, 2)).text)![1]!;
    const first = newEmail();
    expect((await client.updateUser({ email: first, nonce: code })).error).toBeNull();
    expect(server.mailsTo(first)).toHaveLength(1);
    const again = await client.updateUser({ email: newEmail(), nonce: code });
    expect(again.error).toMatchObject({ code: 'reauthentication_not_valid' });
  });

  it('needs no proof to "change" to the current address (nothing is sent)', async () => {
    const { client, email } = await signedUpClient(server);
    expect((await client.updateUser({ email: email.toUpperCase() })).error).toBeNull();
    expect(server.mailsTo(email)).toHaveLength(1); // the sign-up confirmation only
  });

  it('the old address cancels a pending change: its link dies and every session is signed out', async () => {
    const { client, email, session } = await signedUpClient(server);
    const next = newEmail();
    expect((await client.updateUser({ email: next, current_password: PASSWORD })).error).toBeNull();
    const changeLink = server.mailsTo(next).at(-1)!.links[0]!;

    const landing = await follow(cancelLinkOf(email)[0]!);
    expect(landing.pathname).toBe('/reset-password');
    expect(landing.hash).toMatch(/access_token=.*type=recovery/);

    expect((await follow(changeLink)).hash).toContain('error_code=otp_expired');
    expect((await server.me(session.access_token)).status).toBe(401);
    expect((await signIn(email, PASSWORD)).error).toBeNull();
    expect((await signIn(next, PASSWORD)).error?.code).toBe('invalid_credentials');
  });

  it('restores the old address after a confirmed change and a new password, and lets the owner reset', async () => {
    // The attacker knows the password and holds a session: changes the address, confirms it, changes the password.
    const { client, email } = await signedUpClient(server);
    const attacker = newEmail();
    expect((await client.updateUser({ email: attacker, current_password: PASSWORD })).error).toBeNull();
    await follow(server.mailsTo(attacker).at(-1)!.links[0]!);
    const taken = await signIn(attacker, PASSWORD);
    expect(taken.error).toBeNull();
    const thief = server.client();
    await thief.setSession(taken.data.session!);
    const stolenPassword = 'the thief now owns this';
    expect(
      (await thief.updateUser({ password: stolenPassword, current_password: PASSWORD })).error,
    ).toBeNull();

    const landing = await follow(cancelLinkOf(email)[0]!);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect((await server.me(taken.data.session!.access_token)).status).toBe(401);
    expect((await signIn(attacker, stolenPassword)).error?.code).toBe('invalid_credentials');

    const owner = server.client();
    const opened = await owner.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(opened.data.user?.email).toBe(email);
    expect((await owner.updateUser({ password: 'the owner is back again' })).error).toBeNull();
    expect((await signIn(email, 'the owner is back again')).error).toBeNull();
  });

  it('a cancel link works once and for 72 hours only', async () => {
    const { client, email } = await signedUpClient(server);
    expect((await client.updateUser({ email: newEmail(), current_password: PASSWORD })).error).toBeNull();
    expect((await client.updateUser({ email: newEmail(), current_password: PASSWORD })).error).toBeNull();
    const [first, second] = cancelLinkOf(email);
    server.clock.now += 72 * HOUR + 1000;
    try {
      expect((await follow(first!)).hash).toContain('error_code=otp_expired');
    } finally {
      server.clock.now -= 72 * HOUR + 1000;
    }
    expect((await follow(second!)).hash).toContain('type=recovery');
    expect((await follow(second!)).hash).toContain('error_code=otp_expired');
  });
});
