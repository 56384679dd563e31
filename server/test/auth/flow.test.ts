import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../support/engines.js';
import {
  newEmail,
  PASSWORD,
  signedUpClient,
  signupTokenOf,
  startAuthServer,
  type AuthServer,
} from './support.js';

describe.each(ENGINES)('auth service with the real auth-js client on %s', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
  });
  afterAll(() => server.dispose());

  it('signs up, mails a link, verifies it, signs in, and the product API accepts the token', async () => {
    const email = newEmail();
    const client = server.client();
    const signup = await client.signUp({ email, password: PASSWORD });
    expect(signup.error).toBeNull();
    expect(signup.data.session).toBeNull(); // confirmation needed
    expect(signup.data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      email_confirmed_at: null,
    });

    const mail = server.mailsTo(email).at(-1)!;
    expect(mail.subject).toBe('Confirm your Inkwell account');
    const link = mail.links.find((l) => l.includes('/auth/callback?'))!;
    expect(new URL(link).searchParams.get('type')).toBe('signup');

    const early = await client.signInWithPassword({ email, password: PASSWORD });
    expect(early.error?.code).toBe('email_not_confirmed');

    const verified = await client.verifyOtp({ token_hash: signupTokenOf(server, email), type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email_confirmed_at).toEqual(expect.any(String));
    // The link works once.
    const again = await server
      .client()
      .verifyOtp({ token_hash: signupTokenOf(server, email), type: 'signup' });
    expect(again.error?.code).toBe('otp_expired');

    const signIn = await server.client().signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    const session = signIn.data.session!;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.refresh_token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits, base64url
    expect(session.user).toMatchObject({
      email,
      app_metadata: { provider: 'email', providers: ['email'] },
      identities: [expect.objectContaining({ provider: 'email' })],
    });
    expect((await server.me(session.access_token)).status).toBe(200);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const { email } = await signedUpClient(server);
    const wrong = await server.client().signInWithPassword({ email, password: 'not the password' });
    const unknown = await server
      .client()
      .signInWithPassword({ email: newEmail(), password: 'not the password' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect(wrong.error?.message).toBe(unknown.error?.message);
  });

  it('rotates refresh tokens: parent replay returns the current token, an older one revokes the session', async () => {
    const { client, session: first } = await signedUpClient(server);
    const r1 = await client.refreshSession();
    expect(r1.error).toBeNull();
    const second = r1.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);

    // The client lost the answer and retries with the parent: same current token, no new rotation.
    const replay = await server.client().refreshSession({ refresh_token: first.refresh_token });
    expect(replay.error).toBeNull();
    expect(replay.data.session!.refresh_token).toBe(second.refresh_token);

    const r2 = await client.refreshSession();
    const third = r2.data.session!;
    expect(third.refresh_token).not.toBe(second.refresh_token);
    expect((await server.me(third.access_token)).status).toBe(200);

    // `first` is now a grandparent: reuse → the whole session is revoked.
    const stolen = await server.client().refreshSession({ refresh_token: first.refresh_token });
    expect(stolen.error?.code).toBe('refresh_token_already_used');
    expect((await server.me(third.access_token)).status).toBe(401);
    const afterRevoke = await server.client().refreshSession({ refresh_token: third.refresh_token });
    expect(afterRevoke.error?.code).toBe('refresh_token_not_found');
    const user = await server.client().getUser(third.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError'); // session_not_found
  });

  it('refuses an unknown refresh token', async () => {
    const res = await server.client().refreshSession({ refresh_token: 'x'.repeat(43) });
    expect(res.error?.code).toBe('refresh_token_not_found');
  });

  it('signs out with scope local, others and global', async () => {
    const email = newEmail();
    const { client: a } = await signedUpClient(server, email);
    const b = server.client();
    const c = server.client();
    await b.signInWithPassword({ email, password: PASSWORD });
    await c.signInWithPassword({ email, password: PASSWORD });
    const tokenOf = async (client: typeof a) => (await client.getSession()).data.session!.access_token;
    const [ta, tb, tc] = [await tokenOf(a), await tokenOf(b), await tokenOf(c)];

    expect((await a.signOut({ scope: 'local' })).error).toBeNull();
    expect((await a.getSession()).data.session).toBeNull();
    expect((await server.me(ta)).status).toBe(401);
    expect((await server.me(tb)).status).toBe(200);

    // others: b stays signed in, everything else of the user is signed out.
    const d = server.client();
    await d.signInWithPassword({ email, password: PASSWORD });
    const td = await tokenOf(d);
    expect((await b.signOut({ scope: 'others' })).error).toBeNull();
    expect((await b.getSession()).data.session).not.toBeNull();
    expect((await server.me(tb)).status).toBe(200);
    expect((await server.me(tc)).status).toBe(401);
    expect((await server.me(td)).status).toBe(401);

    const e = server.client();
    await e.signInWithPassword({ email, password: PASSWORD });
    const te = await tokenOf(e);
    expect((await e.signOut()).error).toBeNull(); // global is the default
    expect((await server.me(tb)).status).toBe(401);
    expect((await server.me(te)).status).toBe(401);
    const userAfter = await fetch(`${server.origin}/auth/v1/user`, {
      headers: { authorization: `Bearer ${te}` },
    });
    expect(userAfter.status).toBe(403);
  });

  it('GET /user and PUT /user data, and settings', async () => {
    const { client, email } = await signedUpClient(server);
    const got = await client.getUser();
    expect(got.data.user?.email).toBe(email);
    const updated = await client.updateUser({ data: { display_name: 'Ana' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ display_name: 'Ana' });
    const settings = await fetch(`${server.origin}/auth/v1/settings`);
    expect(await settings.json()).toMatchObject({ external: { email: true }, mailer_autoconfirm: false });
  });

  it('changes the email address once the link sent to the new address is followed', async () => {
    const { client, email } = await signedUpClient(server);
    const next = newEmail();
    const res = await client.updateUser({ email: next, current_password: PASSWORD });
    expect(res.error).toBeNull();
    expect(res.data.user?.email).toBe(email);
    const link = server.mailsTo(next).at(-1)!.links[0]!;
    const follow = await fetch(server.local(link), { redirect: 'manual' });
    expect(follow.status).toBe(303);
    expect(follow.headers.get('location')).toMatch(/#access_token=.*type=email_change/);
    const signIn = await server.client().signInWithPassword({ email: next, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });
});
