import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../src/http/security.js';
import { ENGINES } from '../support/engines.js';
import { createSignedInUser, type TestUser } from '../support/app.js';
import { placeholderFixture } from './fixture.js';
import { API_MATRIX, AUTH_ROUTES, parseKey } from './route-matrix.js';
import { createSecurityApp, expectNoLeak, type SecurityApp } from './support.js';

const V = { 'x-supabase-api-version': '2024-01-01' };

describe.each(ENGINES)('HTTP hardening of /auth/v1 and /api on %s', (engine) => {
  let t: SecurityApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createSecurityApp(engine, { AUTH_RATE_LIMITS: 'false', DEV_OUTBOX: 'true' });
    user = await createSignedInUser(t);
  });
  afterAll(() => t.dispose());

  it('refuses unknown fields with 400 and a message naming them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: V,
      payload: { email: 'x@example.com', password: 'a fine passphrase', role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('role') });
  });

  it('refuses wrong types with 400 and a message naming the field', async () => {
    const cases: [string, unknown][] = [
      ['/auth/v1/signup', { email: 42, password: 'a fine passphrase' }],
      ['/auth/v1/token?grant_type=password', { email: 'x@example.com', password: ['a'] }],
      ['/auth/v1/token?grant_type=refresh_token', { refresh_token: 7 }],
      ['/auth/v1/verify', { token_hash: 'x', type: 'magic' }],
      ['/auth/v1/recover', { email: 'not an email' }],
    ];
    for (const [url, payload] of cases) {
      const res = await t.app.inject({ method: 'POST', url, headers: V, payload: payload as object });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('validation_failed');
      expect(res.json().message, url).toMatch(/^[a-z_]+: /);
    }
    const grant = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=magic',
      headers: V,
      payload: {},
    });
    expect(grant.json().message).toMatch(/grant_type/);
    const scope = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=everyone',
      headers: { ...V, ...user.headers },
    });
    expect(scope.statusCode).toBe(400);
  });

  it('refuses bad JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { ...V, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_json');
  });

  it('answers a body over 1 MB with 413 on both services', async () => {
    const big = JSON.stringify({ email: 'x@example.com', password: 'p'.repeat(1024 * 1024) });
    const auth = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { ...V, 'content-type': 'application/json' },
      payload: big,
    });
    expect(auth.statusCode).toBe(413);
    expect(auth.json().code).toBe('request_too_large');
    const api = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ display_name: 'x'.repeat(1024 * 1024) }),
    });
    expect(api.statusCode).toBe(413);
    expect(api.json()).toEqual({ detail: 'Request body is too large', code: 'too_large' });
  });

  it('keeps {detail} errors on /api and GoTrue errors on /auth/v1', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(api.statusCode).toBe(401);
    expect(Object.keys(api.json())).toEqual(['detail', 'code']);
    const legacy = await t.app.inject({ method: 'GET', url: '/auth/v1/user' });
    expect(legacy.json()).toMatchObject({
      code: 401,
      error_code: 'no_authorization',
      msg: expect.any(String),
    });
    expect(legacy.headers['x-supabase-api-version']).toBeUndefined();
    const current = await t.app.inject({ method: 'GET', url: '/auth/v1/user', headers: V });
    expect(current.json()).toEqual({ code: 'no_authorization', message: expect.any(String) });
    expect(current.headers['x-supabase-api-version']).toBe('2024-01-01');
    const unknown = await t.app.inject({ method: 'GET', url: '/auth/v1/nope', headers: V });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
  });

  it('answers CORS preflights and exposes the API version header', async () => {
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/auth/v1/token?grant_type=password',
      headers: {
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-supabase-api-version',
      },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(pre.headers['access-control-allow-headers']).toContain('x-supabase-api-version');
    expect(pre.headers['access-control-allow-methods']).toContain('POST');
    const res = await t.app.inject({ method: 'GET', url: '/auth/v1/settings', headers: V });
    expect(res.headers['access-control-expose-headers']).toContain('X-Supabase-Api-Version');
  });

  it('sends CSP, nosniff, frame-ancestors and referrer-policy on every kind of response', async () => {
    const responses = [
      await t.app.inject({ method: 'GET', url: '/auth/v1/settings' }),
      await t.app.inject({ method: 'GET', url: '/auth/v1/user' }),
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers }),
      await t.app.inject({ method: 'GET', url: '/api/auth/me' }),
      await t.app.inject({ method: 'GET', url: '/dev/outbox' }),
    ];
    for (const res of responses) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

const OVER_LIMIT = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) });

describe.each(ENGINES)('bodies over 1 MB on every route that takes one on %s', (engine) => {
  let t: SecurityApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createSecurityApp(engine, { AUTH_RATE_LIMITS: 'false' });
    user = await createSignedInUser(t);
  });
  afterAll(() => t.dispose());

  it('answers 413 with a message on every POST and PUT of /api and /auth/v1', async () => {
    const f = placeholderFixture();
    const wrong: string[] = [];
    const targets = [
      ...Object.entries(API_MATRIX).map(([key, r]) => ({ key, url: r.valid(f).url })),
      ...Object.keys(AUTH_ROUTES).map((key) => ({
        key,
        url: key.endsWith('/token') ? '/auth/v1/token?grant_type=password' : parseKey(key).url,
      })),
    ].filter(({ key }) => ['POST', 'PUT'].includes(parseKey(key).method));
    expect(targets.length).toBeGreaterThan(20);
    for (const { key, url } of targets) {
      const res = await t.app.inject({
        method: parseKey(key).method,
        url,
        headers: {
          ...user.headers,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        payload: OVER_LIMIT,
      });
      const body = res.json();
      const message: unknown = url.startsWith('/api') ? body.detail : body.message;
      if (res.statusCode !== 413 || typeof message !== 'string' || !message) {
        wrong.push(`${key} → ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('security headers on every kind of response (SQLite)', () => {
  let t: SecurityApp;
  let user: TestUser;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'inkwell-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Inkwell</title><div id="root"></div>');
    writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1);');
    t = await createSecurityApp('sqlite', { WEB_DIST: webDist, DEV_OUTBOX: 'true' }, { serveSpa: true });
    user = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t.dispose();
    rmSync(webDist, { recursive: true, force: true });
  });

  const expectHeaders = (what: string, res: LightMyRequestResponse) => {
    for (const [name, value] of SECURITY_HEADERS) expect(res.headers[name], `${what}: ${name}`).toBe(value);
    expect(res.headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options'], what).toBe('nosniff');
    expect(res.headers['x-frame-options'], what).toBe('DENY');
    expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  };

  it('sends them on API, auth, outbox, SPA and framework responses alike', async () => {
    const V = { 'x-supabase-api-version': '2024-01-01' };
    const json = { ...user.headers, 'content-type': 'application/json' };
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/concepts/vocab',
      headers: user.headers,
      payload: { word: 'gato', definition: 'cat' },
    });
    const conceptId = (added.json() as { concept_id: string }).concept_id;
    const cases: [string, number, InjectOptions][] = [
      ['API 2xx', 200, { method: 'GET', url: '/api/auth/me', headers: user.headers }],
      ['API public 2xx', 200, { method: 'GET', url: '/api/health' }],
      ['API 204', 204, { method: 'DELETE', url: `/api/concepts/${conceptId}`, headers: user.headers }],
      ['API 400', 400, { method: 'PUT', url: '/api/auth/me', headers: json, payload: '{"nope":1}' }],
      ['API bad JSON', 400, { method: 'PUT', url: '/api/auth/me', headers: json, payload: '{' }],
      ['API 401', 401, { method: 'GET', url: '/api/auth/me' }],
      [
        'API 404 id',
        404,
        { method: 'GET', url: `/api/documents/journal/${crypto.randomUUID()}`, headers: user.headers },
      ],
      ['API 404 route', 404, { method: 'GET', url: '/api/nope', headers: user.headers }],
      ['API 413', 413, { method: 'PUT', url: '/api/auth/me', headers: json, payload: OVER_LIMIT }],
      [
        'API 414 long param',
        414,
        { method: 'GET', url: `/api/documents/journal/${'x'.repeat(150)}`, headers: user.headers },
      ],
      ['API 400 bad URL', 400, { method: 'GET', url: '/api/documents/journal/%zz', headers: user.headers }],
      ['auth 2xx', 200, { method: 'GET', url: '/auth/v1/settings', headers: V }],
      ['auth 400', 400, { method: 'POST', url: '/auth/v1/signup', headers: V, payload: {} }],
      ['auth 401', 401, { method: 'GET', url: '/auth/v1/user', headers: V }],
      ['auth 404', 404, { method: 'GET', url: '/auth/v1/nope', headers: V }],
      [
        'auth preflight',
        204,
        {
          method: 'OPTIONS',
          url: '/auth/v1/token',
          headers: { origin: 'https://x.example', 'access-control-request-method': 'POST' },
        },
      ],
      [
        'auth verify redirect',
        303,
        { method: 'GET', url: '/auth/v1/verify?token=nope&type=signup', headers: V },
      ],
      ['outbox', 200, { method: 'GET', url: '/dev/outbox' }],
      ['outbox 404', 404, { method: 'GET', url: '/dev/outbox/nope.eml' }],
      ['SPA index.html', 200, { method: 'GET', url: '/journal/2026/11' }],
      ['SPA asset', 200, { method: 'GET', url: '/assets/app.js' }],
      ['non-GET 404', 404, { method: 'POST', url: '/journal' }],
    ];
    for (const [what, status, request] of cases) {
      const res = await t.app.inject(request);
      expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(status);
      expectHeaders(what, res);
      if (what === 'SPA index.html') expect(res.body).toContain('<div id="root">');
      if (status >= 400 && String(res.headers['content-type']).includes('json')) {
        const body = res.json();
        expect(body.detail ?? body.message ?? body.msg, what).toEqual(expect.any(String));
      }
    }
  });

  it('answers unroutable URLs with {detail} on /api and GoTrue’s shape on /auth/v1', async () => {
    const api = await t.app.inject({
      method: 'GET',
      url: `/api/exercises/sessions/${'y'.repeat(200)}`,
      headers: user.headers,
    });
    expect(api.json()).toEqual({ detail: 'A path parameter is too long', code: 'bad_request' });
    const auth = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/%zz',
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(auth.statusCode).toBe(400);
    expect(auth.json()).toEqual({ code: 'validation_failed', message: 'Malformed URL' });
  });
});

describe('requests Node’s HTTP parser refuses, on a listening server (SQLite)', () => {
  let t: SecurityApp;
  let port: number;
  beforeAll(async () => {
    t = await createSecurityApp('sqlite', {}, { startJobs: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.dispose());

  /** Sends raw bytes in one piece and reads the answer until the server closes the connection. */
  const raw = (request: string) =>
    new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      let data = '';
      socket.on('data', (d: Buffer) => (data += d.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = data.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
      });
    });
  const bigHeader = `x-filler: ${'a'.repeat(20_000)}\r\n`;

  it('answers 431 (headers too large) with {detail} on /api and GoTrue’s shape on /auth/v1', async () => {
    const api = await raw(`GET /api/auth/me HTTP/1.1\r\nhost: x\r\n${bigHeader}\r\n`);
    expect(api.status).toBe(431);
    expect(JSON.parse(api.body)).toEqual({ detail: 'Request headers are too large', code: 'bad_request' });
    expect(api.headers).toContain('content-type: application/json');
    for (const [name, value] of SECURITY_HEADERS)
      expect(api.headers).toContain(`${name}: ${value.toLowerCase()}`);

    const auth = await raw(
      `GET /auth/v1/user HTTP/1.1\r\nhost: x\r\nx-supabase-api-version: 2024-01-01\r\n${bigHeader}\r\n`,
    );
    expect(auth.status).toBe(431);
    expect(JSON.parse(auth.body)).toEqual({
      code: 'request_too_large',
      message: 'Request headers are too large',
    });
    const legacy = await raw(`GET /auth/v1/user HTTP/1.1\r\nhost: x\r\n${bigHeader}\r\n`);
    expect(JSON.parse(legacy.body)).toEqual({
      code: 431,
      error_code: 'request_too_large',
      msg: 'Request headers are too large',
    });
  });

  it('answers bytes that are not HTTP with a 400 {detail}', async () => {
    const res = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ detail: 'Malformed request', code: 'bad_request' });
  });
});

describe('the leak check on error bodies', () => {
  it('catches stack frames, source paths and SQL, and lets the client’s own words through', () => {
    const leaks = [
      '{"detail":"Error: boom\n    at handler (/srv/app/server/src/journal/repo.ts:12:5)"}',
      '{"detail":"Cannot read x at Object.<anonymous> (node_modules/kysely/dist/index.js:1:1)"}',
      '{"detail":"select * from users where id = 1"}',
      '{"detail":"insert into journal_entries values (1)"}',
      '{"detail":"SqliteError: no such table"}',
      '{"detail":"syntax error at or near from"}',
      '{"detail":"relation users does not exist"}',
    ];
    for (const body of leaks) expect(() => expectNoLeak(body), body).toThrow();
    expect(() => expectNoLeak('{"detail":"unknown field(s) select x"}', '{"select x":1}')).not.toThrow();
    expect(() => expectNoLeak('{"detail":"content: must not be blank"}')).not.toThrow();
  });
});
