import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/passwords.js';
import { parseEml } from '../../src/mail/eml.js';
import { ownedTables } from '../../src/db/owned-registry.js';
import { catalogue, richAccount, rowsMentioning, USER_COLUMN } from '../portability/support.js';
import { createSignedInUser, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { caller, type Call } from './fixture.js';
import { createSecurityApp, type SecurityApp } from './support.js';

const PASSWORD = 'a long and correct password';

describe.each(ENGINES)('account deletion on %s', (engine) => {
  let t: SecurityApp;
  let call: Call;
  let a: TestUser;
  let b: TestUser;
  let exportOfB: unknown;
  const outbox = () => join(t.deps.config.dataDir, 'outbox');
  const mailsTo = (email: string) =>
    readdirSync(outbox()).filter((f) => readFileSync(join(outbox(), f), 'utf8').includes(email));

  beforeAll(async () => {
    t = await createSecurityApp(engine);
    call = caller(t);
    a = await createSignedInUser(t);
    b = await createSignedInUser(t);
    await richAccount(t, a);
    await richAccount(t, b);
    await t.deps.db.kysely
      .updateTable('users')
      .set({ password_hash: await hashPassword(PASSWORD) })
      .where('id', '=', a.id)
      .execute();
    // A refresh token of A's session, mails to both, and rate-limit windows of A.
    await t.deps.db.kysely
      .insertInto('refresh_tokens')
      .values({
        id: crypto.randomUUID(),
        session_id: a.sessionId,
        token_hash: `h-${a.id}`,
        parent_id: null,
        revoked: 0,
        child_token_enc: null,
        created_at: t.deps.now(),
      })
      .execute();
    for (const u of [a, b]) {
      const res = await t.app.inject({ method: 'GET', url: '/auth/v1/reauthenticate', headers: u.headers });
      expect(res.statusCode).toBeLessThan(300);
    }
    exportOfB = (await call(b, 'GET', '/api/account/export.json')).json();
  }, 120_000);
  afterAll(() => t.dispose());

  it('refuses without the right current password and deletes nothing', async () => {
    expect((await call(a, 'DELETE', '/api/account', {})).status).toBe(400);
    const wrong = await call(a, 'DELETE', '/api/account', { current_password: 'not it at all' });
    expect(wrong.status).toBe(400);
    expect(wrong.json().detail).toMatch(/incorrect/);
    expect(await rowsMentioning(t.deps.db, [a.id])).not.toEqual([]);
  });

  it('B cannot delete A: B’s own password check is against B, and A stays', async () => {
    expect((await call(b, 'DELETE', '/api/account', { current_password: PASSWORD })).status).toBe(400);
    expect((await call(a, 'GET', '/api/auth/me')).status).toBe(200);
  });

  it('deletes every row of A in every table of the catalogue, A’s mails, and ends A’s sessions', async () => {
    expect(mailsTo(a.email).length).toBeGreaterThan(0);
    const res = await call(a, 'DELETE', '/api/account', { current_password: PASSWORD });
    expect(res.status).toBe(204);
    expect(await rowsMentioning(t.deps.db, [a.id, a.email])).toEqual([]);
    expect(mailsTo(a.email)).toEqual([]);
    expect(mailsTo(b.email).length).toBeGreaterThan(0);
    expect((await call(a, 'GET', '/api/auth/me')).status).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: `h-${a.id}` },
    });
    expect(refresh.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('leaves B exactly as B was, and the scan does see B (it can fail)', async () => {
    expect((await call(b, 'GET', '/api/account/export.json')).json()).toEqual(exportOfB);
    expect((await rowsMentioning(t.deps.db, [b.id])).length).toBeGreaterThan(5);
  });

  it('also takes the code GET /auth/v1/reauthenticate mailed (once; a wrong guess voids it)', async () => {
    const c = await createSignedInUser(t);
    const askCode = async () => {
      const before = new Set(mailsTo(c.email));
      await t.app.inject({ method: 'GET', url: '/auth/v1/reauthenticate', headers: c.headers });
      const file = mailsTo(c.email).find((f) => !before.has(f))!;
      return /code is (\d{6})/.exec(parseEml(readFileSync(join(outbox(), file), 'utf8')).text)![1]!;
    };
    const first = await askCode();
    const wrong = first === '000000' ? '111111' : '000000';
    expect((await call(c, 'DELETE', '/api/account', { nonce: wrong })).status).toBe(400);
    expect((await call(c, 'DELETE', '/api/account', { nonce: first })).status).toBe(400);
    expect((await call(c, 'DELETE', '/api/account', { nonce: await askCode() })).status).toBe(204);
    expect(await rowsMentioning(t.deps.db, [c.id, c.email])).toEqual([]);
  });

  it('covers every table with a user column (a table added later cannot be forgotten)', async () => {
    const covered = new Set<string>(ownedTables().map((t) => t.table));
    const missed = (await catalogue(t.deps.db))
      .filter((c) => USER_COLUMN.test(c.column) && !covered.has(c.table))
      .map((c) => `${c.table}.${c.column}`);
    expect(missed).toEqual([]);
  });
});
