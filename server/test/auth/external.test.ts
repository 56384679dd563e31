import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { EXTERNAL_PASSWORD_HASH } from '../../src/auth/external-users.js';
import { verifyPassword } from '../../src/auth/passwords.js';
import { signAccessToken } from '../../src/auth/tokens.js';
import { createSignedInUser, createTestApp, type TestApp } from '../support/app.js';
import { EXTERNAL_AUTH_ENV, ISSUER, PROJECT_SECRET, supabaseToken } from '../support/external-auth.js';
import { ENGINES } from '../support/engines.js';

const J = '/api/documents/journal';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(ENGINES)('external Supabase Auth (HS256 project secret) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, EXTERNAL_AUTH_ENV);
  });
  afterAll(() => t.dispose());

  const usersWithId = (id: string) =>
    t.deps.db.kysely.selectFrom('users').selectAll().where('id', '=', id).execute();
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

  it('accepts a project token on /api/auth/me and the journal, creating the user row once', async () => {
    const sub = randomUUID();
    const email = `Learner-${sub}@Example.com`;
    const token = await supabaseToken({ sub, email });

    const first = await me(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email: email.toLowerCase() });

    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: bearer(token),
      payload: { display_name: 'Ext Learner' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ display_name: 'Ext Learner' });

    const stored = await t.app.inject({
      method: 'POST',
      url: `${J}/store/`,
      headers: bearer(token),
      payload: { date: String(Date.UTC(2024, 8, 1) / 1000), content: 'Hola desde fuera', time_zone: 'UTC' },
    });
    expect(stored.statusCode).toBe(200);
    // A second token of the same user (a refreshed session) sees the same data.
    const list = await t.app.inject({
      method: 'GET',
      url: `${J}/`,
      headers: bearer(await supabaseToken({ sub, email })),
    });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain('Hola desde fuera');

    const rows = await usersWithId(sub);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe(email.toLowerCase());
    expect(rows[0]!.password_hash).toBe(EXTERNAL_PASSWORD_HASH);
    expect(await verifyPassword(rows[0]!.password_hash, EXTERNAL_PASSWORD_HASH)).toBe(false);
  });

  it('creates the row once when a new user sends several requests at the same time', async () => {
    const sub = randomUUID();
    const tokens = await Promise.all(Array.from({ length: 6 }, () => supabaseToken({ sub })));
    const answers = await Promise.all(tokens.map(me));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await usersWithId(sub)).toHaveLength(1);
  });

  it('takes email_confirmed_at from the token when present', async () => {
    const sub = randomUUID();
    const res = await me(
      await supabaseToken({ sub, claims: { email_confirmed_at: '2024-05-06T07:08:09Z' } }),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await usersWithId(sub);
    expect(Number(row!.email_confirmed_at)).toBe(Date.parse('2024-05-06T07:08:09Z'));
  });

  it('copies an e-mail address changed in the auth project to the user row', async () => {
    const sub = randomUUID();
    expect((await me(await supabaseToken({ sub, email: `old-${sub}@example.com` }))).statusCode).toBe(200);
    const res = await me(await supabaseToken({ sub, email: `new-${sub}@example.com` }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: `new-${sub}@example.com` });
  });

  it('refuses a token whose e-mail address belongs to another account with 409', async () => {
    const owner = await createSignedInUser(t);
    const res = await me(await supabaseToken({ email: owner.email }));
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/another Inkwell account/);
  });

  it.each<[string, () => Promise<string>, string]>([
    ['another key', () => supabaseToken({ key: new TextEncoder().encode('x'.repeat(48)) }), 'Invalid JWT'],
    [
      'alg none',
      async () => {
        const [, payload] = (await supabaseToken()).split('.');
        return `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
      },
      'Invalid JWT',
    ],
    ['an expired token', () => supabaseToken({ expiresIn: -60 }), 'JWT has expired'],
    ['the wrong audience', () => supabaseToken({ claims: { aud: 'anon' } }), 'Invalid JWT'],
    [
      'the wrong issuer',
      () => supabaseToken({ claims: { iss: 'https://other.supabase.co/auth/v1' } }),
      'Invalid JWT',
    ],
    [
      'no subject (the anon key)',
      () =>
        new SignJWT({ iss: 'supabase', role: 'anon', aud: 'authenticated' })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode(PROJECT_SECRET)),
      'Invalid JWT',
    ],
    ['no e-mail claim', () => supabaseToken({ email: undefined }), 'JWT has no email claim'],
  ])('refuses %s with 401', async (_name, makeToken, detail) => {
    const res = await me(await makeToken());
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toContain(detail);
  });

  it('refuses tokens of the built-in service (its own secret is not the project key)', async () => {
    const { token } = await signAccessToken(
      { userId: randomUUID(), email: 'builtin@example.com', sessionId: randomUUID() },
      t.deps.config.jwtSecret,
      ISSUER,
    );
    expect((await me(token)).statusCode).toBe(401);
  });

  it('does not mount the built-in auth service or the mail outbox', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: 'a@example.com', password: 'a long enough password' },
    });
    expect(signup.statusCode).toBe(404);
    const token = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: {},
    });
    expect(token.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
  });
});

/** A JWKS endpoint on 127.0.0.1, as the project serves at /auth/v1/.well-known/jwks.json. */
async function serveJwks(keys: JWK[]): Promise<{ url: string; fetches: () => number; server: Server }> {
  let fetches = 0;
  const server = createServer((req, res) => {
    fetches++;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/auth/v1/.well-known/jwks.json`, fetches: () => fetches, server };
}

describe.each(ENGINES)('external Supabase Auth (JWKS signing keys) on %s', (engine) => {
  let t: TestApp;
  let jwks: Awaited<ReturnType<typeof serveJwks>>;
  let ec: CryptoKeyPair;
  let rsa: CryptoKeyPair;
  beforeAll(async () => {
    ec = await generateKeyPair('ES256');
    rsa = await generateKeyPair('RS256');
    jwks = await serveJwks([
      { ...(await exportJWK(ec.publicKey)), kid: 'ec-1', alg: 'ES256', use: 'sig' },
      { ...(await exportJWK(rsa.publicKey)), kid: 'rsa-1', alg: 'RS256', use: 'sig' },
    ]);
    t = await createTestApp(engine, { AUTH_MODE: 'external', AUTH_EXTERNAL_JWKS_URL: jwks.url });
  });
  afterAll(async () => {
    await t.dispose();
    jwks.server.close();
  });

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

  it('accepts ES256 and RS256 tokens signed with the published keys, fetching the key set once', async () => {
    const es = await supabaseToken({ key: ec.privateKey, header: { alg: 'ES256', kid: 'ec-1' } });
    const rs = await supabaseToken({ key: rsa.privateKey, header: { alg: 'RS256', kid: 'rsa-1' } });
    for (const token of [es, rs, es]) expect((await me(token)).statusCode).toBe(200);
    expect(jwks.fetches()).toBe(1);
  });

  it('refuses a token whose kid is not in the key set, one signed with another key, and HS256', async () => {
    const stranger = await generateKeyPair('ES256');
    const unknownKid = await supabaseToken({
      key: stranger.privateKey,
      header: { alg: 'ES256', kid: 'ec-9' },
    });
    const forged = await supabaseToken({ key: stranger.privateKey, header: { alg: 'ES256', kid: 'ec-1' } });
    // No project secret is configured, so HS256 is not an allowed algorithm at all.
    const hs = await supabaseToken();
    for (const token of [unknownKid, forged, hs]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe('Invalid JWT');
    }
  });
});

describe('external Supabase Auth with its key server unreachable', () => {
  it('answers 503 with Retry-After, not 401 (the client keeps its session)', async () => {
    const closed = await serveJwks([]);
    await new Promise((resolve) => closed.server.close(resolve));
    const t = await createTestApp('sqlite', { AUTH_MODE: 'external', AUTH_EXTERNAL_JWKS_URL: closed.url });
    try {
      const { privateKey } = await generateKeyPair('ES256');
      const token = await supabaseToken({ key: privateKey, header: { alg: 'ES256', kid: 'ec-1' } });
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await t.dispose();
    }
  });
});

describe('AUTH_MODE configuration', () => {
  const base = { DATA_DIR: '/tmp/inkwell-config-test', AUTH_JWT_SECRET: 'b'.repeat(32) };

  it('defaults to the built-in service', () => {
    expect(loadConfig(base).auth).toEqual({ mode: 'builtin' });
  });

  it('needs a project secret or a JWKS URL in external mode', () => {
    expect(() => loadConfig({ ...base, AUTH_MODE: 'external' })).toThrow(
      /AUTH_EXTERNAL_JWT_SECRET or AUTH_EXTERNAL_JWKS_URL: required when AUTH_MODE=external/,
    );
    expect(
      loadConfig({ ...base, AUTH_MODE: 'external', AUTH_EXTERNAL_JWKS_URL: 'https://p.supabase.co/j' }).auth,
    ).toEqual({
      mode: 'external',
      jwtSecret: undefined,
      jwksUrl: 'https://p.supabase.co/j',
      issuer: undefined,
    });
  });

  it('refuses external settings without AUTH_MODE=external, and bad values', () => {
    expect(() => loadConfig({ ...base, AUTH_EXTERNAL_JWT_SECRET: PROJECT_SECRET })).toThrow(
      /AUTH_EXTERNAL_JWT_SECRET: only used when AUTH_MODE=external/,
    );
    expect(() => loadConfig({ ...base, AUTH_MODE: 'external', AUTH_EXTERNAL_JWT_SECRET: 'short' })).toThrow(
      /at least 32 characters/,
    );
    expect(() =>
      loadConfig({ ...base, AUTH_MODE: 'external', AUTH_EXTERNAL_JWKS_URL: 'ftp://p.supabase.co/j' }),
    ).toThrow(/AUTH_EXTERNAL_JWKS_URL/);
    expect(() => loadConfig({ ...base, AUTH_MODE: 'supabase' })).toThrow(/AUTH_MODE/);
  });
});
