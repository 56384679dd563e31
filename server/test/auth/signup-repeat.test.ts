import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashGate } from '../../src/auth/passwords.js';
import { ENGINES } from '../support/engines.js';
import {
  jsonShape,
  newEmail,
  PASSWORD,
  postAuth,
  signedUpClient,
  signupTokenOf,
  startAuthServer,
  type AuthServer,
} from './support.js';

describe.each(ENGINES)('repeat sign-ups on %s', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
  });
  afterAll(() => server.dispose());

  const signup = async (email: string, password: string) => {
    const res = await postAuth(server, '/signup', { email, password });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('never changes the password of an unconfirmed account (no pre-confirmation takeover)', async () => {
    const email = newEmail();
    const attackerPassword = 'attacker chose this one';
    expect((await server.client().signUp({ email, password: PASSWORD })).error).toBeNull();
    expect((await server.client().signUp({ email, password: attackerPassword })).error).toBeNull();

    // The owner confirms from the newest mail in their mailbox.
    const confirmed = await server
      .client()
      .verifyOtp({ token_hash: signupTokenOf(server, email), type: 'signup' });
    expect(confirmed.error).toBeNull();
    const attacker = await server.client().signInWithPassword({ email, password: attackerPassword });
    expect(attacker.error?.code).toBe('invalid_credentials');
    const owner = await server.client().signInWithPassword({ email, password: PASSWORD });
    expect(owner.error).toBeNull();
  });

  it('answers unknown, unconfirmed and confirmed addresses alike: shape, fresh ids, one hash each', async () => {
    const { email: confirmed } = await signedUpClient(server);
    const unconfirmed = newEmail();
    await signup(unconfirmed, PASSWORD);
    const cases = { unknown: newEmail(), unconfirmed, confirmed };

    const answers: Record<string, { status: number; body: Record<string, unknown> }[]> = {};
    const hashes: Record<string, number[]> = {};
    for (const [name, email] of Object.entries(cases)) {
      answers[name] = [];
      hashes[name] = [];
      // Twice each: a second sign-up of an unknown address is itself a repeat of an unconfirmed one.
      for (const password of ['first passphrase here', 'second passphrase here']) {
        const before = hashGate.done.other;
        answers[name].push(await signup(email, password));
        hashes[name].push(hashGate.done.other - before);
      }
    }
    const all = Object.values(answers).flat();
    const reference = all[0]!;
    for (const answer of all) {
      expect(answer.status).toBe(200);
      expect(jsonShape(answer.body)).toEqual(jsonShape(reference.body));
      expect(answer.body).toMatchObject({
        email_confirmed_at: null,
        last_sign_in_at: null,
        user_metadata: {},
      });
      expect(answer.body.access_token).toBeUndefined();
    }
    // Every answer carries an id of its own: neither a stable one nor the stored account's.
    const ids = all.map((a) => a.body.id);
    expect(new Set(ids).size).toBe(ids.length);
    const stored = await server.deps.db.kysely.selectFrom('users').select('id').execute();
    expect(ids.filter((id) => stored.some((u) => u.id === id))).toEqual([]);
    // The same password work in every branch (one argon2 hash; nothing else in this server hashes meanwhile).
    expect(hashes).toEqual({ unknown: [1, 1], unconfirmed: [1, 1], confirmed: [1, 1] });
  });

  it('mails a fresh confirmation link to an unconfirmed address on a repeat, saying which password counts', async () => {
    const email = newEmail();
    await signup(email, PASSWORD);
    await signup(email, 'another passphrase');
    const mails = server.mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirm your Inkwell account',
      'Confirm your Inkwell account',
    ]);
    expect(mails[1]!.text).toContain('the password of the first sign-up is the one that works');
    // Only the newest link works.
    const first = new URL(mails[0]!.links[0]!).searchParams.get('token_hash')!;
    expect((await server.client().verifyOtp({ token_hash: first, type: 'signup' })).error?.code).toBe(
      'otp_expired',
    );
  });
});
