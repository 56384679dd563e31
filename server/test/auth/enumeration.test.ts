import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../support/engines.js';
import {
  jsonShape,
  newEmail,
  PASSWORD,
  postAuth,
  signedUpClient,
  startAuthServer,
  type AuthServer,
} from './support.js';

describe.each(ENGINES)('no account enumeration on %s', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine);
  });
  afterAll(() => server.dispose());

  const post = (path: string, body: unknown) => postAuth(server, path, body);

  it('answers a sign-up of a registered address exactly like a new one, and mails its owner', async () => {
    const { email: taken } = await signedUpClient(server);
    const fresh = newEmail();
    const a = await post('/signup', { email: fresh, password: PASSWORD });
    const b = await post('/signup', { email: taken, password: 'another password here' });
    expect(b.status).toBe(a.status);
    const [bodyA, bodyB] = [await a.json(), await b.json()];
    expect(jsonShape(bodyB)).toEqual(jsonShape(bodyA));
    expect(bodyB.email_confirmed_at).toBeNull();
    expect(bodyB.access_token).toBeUndefined();

    const notice = server.mailsTo(taken).at(-1)!;
    expect(notice.subject).toBe('You already have an Inkwell account');
    expect(notice.links.some((l) => l.includes('token_hash'))).toBe(false);
    // The account is untouched: its password still works.
    expect((await server.client().signInWithPassword({ email: taken, password: PASSWORD })).error).toBeNull();
  });

  it('answers recovery of an unknown address like a known one', async () => {
    const { email: known } = await signedUpClient(server);
    const a = await post('/recover', { email: known });
    const b = await post('/recover', { email: newEmail() });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.json()).toEqual(await b.json());
    await server.waitForMail(known, 2);
  });

  it('treats addresses case-insensitively', async () => {
    const { email } = await signedUpClient(server);
    const res = await server.client().signInWithPassword({ email: email.toUpperCase(), password: PASSWORD });
    expect(res.error).toBeNull();
  });
});

describe.each(ENGINES)('AUTH_AUTOCONFIRM=true on %s', (engine) => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(engine, { AUTH_AUTOCONFIRM: 'true' });
  });
  afterAll(() => server.dispose());

  it('answers a sign-up with a session and sends no mail', async () => {
    const email = newEmail();
    const res = await server.client().signUp({ email, password: PASSWORD });
    expect(res.error).toBeNull();
    expect(res.data.session?.access_token).toEqual(expect.any(String));
    expect(res.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(server.mailsTo(email)).toEqual([]);
    const again = await server.client().signUp({ email, password: PASSWORD });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists' });
  });
});
