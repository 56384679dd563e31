import { sql, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Db, Engine } from '../../src/db/database.js';
import type { Database } from '../../src/db/schema.js';
import { DATABASE_READ_ONLY } from '../../src/db/write-check.js';
import { createRuntime } from '../../src/runtime.js';
import { createSignedInUser, type TestApp, type TestUser } from '../support/app.js';
import { createTestDb, TEST_DATABASE_URL } from '../support/engines.js';
import { expectNoLeak } from './support.js';

const J = '/api/documents/journal';

/**
 * The app on a migrated database that refuses writes: SQLite's writer with `query_only` (what a
 * read-only file gives, SQLITE_READONLY, even for root), PostgreSQL sessions with
 * default_transaction_read_only (a standby after a failover, 25006).
 */
async function readOnlyApp(engine: Engine): Promise<TestApp & { setReadOnly(on: boolean): Promise<void> }> {
  const testDb = await createTestDb(engine);
  let db: Db = testDb.db;
  let pool: pg.Pool | undefined;
  let readOnly = false;
  if (engine === 'postgres') {
    // The same schema through sessions that start read-only whenever the test says so.
    pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 4 });
    pool.on('connect', (client) => {
      void client.query(`set search_path = ${testDb.db.schema}`);
    });
    const kysely = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: {
          connect: async () => {
            const client = await pool!.connect();
            await client.query(`set default_transaction_read_only = ${readOnly ? 'on' : 'off'}`);
            return client;
          },
          end: () => pool!.end(),
        },
      }),
    });
    db = {
      kysely,
      engine,
      schema: testDb.db.schema,
      ping: async () =>
        sql`select 1`.execute(kysely).then(
          () => true,
          () => false,
        ),
      close: () => kysely.destroy(),
    };
  }
  const deps = createRuntime(testDb.config, db);
  const app = await buildApp(deps, { logger: false, serveSpa: false });
  await app.ready();
  return {
    app,
    deps,
    clock: { now: Date.now() },
    async setReadOnly(on) {
      readOnly = on;
      if (engine === 'sqlite') await sql.raw(`pragma query_only = ${on ? 'on' : 'off'}`).execute(db.kysely);
    },
    async dispose() {
      await deps.jobs.stop(100);
      await app.close();
      if (pool) await db.close();
      await testDb.dispose();
    },
  };
}

describe.each(['sqlite', 'postgres'] as const)('a read-only database on %s', (engine) => {
  let t: Awaited<ReturnType<typeof readOnlyApp>>;
  let user: TestUser;
  beforeAll(async () => {
    t = await readOnlyApp(engine);
    user = await createSignedInUser(t);
  });
  afterAll(() => t.dispose());

  const store = () =>
    t.app.inject({
      method: 'POST',
      url: `${J}/store/`,
      headers: user.headers,
      payload: { date: String(Date.UTC(2026, 0, 5) / 1000), content: 'Hoy no se guarda.', time_zone: 'UTC' },
    });

  it('is ready while writes work', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: engine, writable: true });
  });

  it('says not ready, and answers writes with 503 and a clear message instead of 500', async () => {
    await t.setReadOnly(true);
    try {
      // Liveness stays: the process and reads are fine.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'not ready',
        database: engine,
        writable: false,
        detail: DATABASE_READ_ONLY,
      });

      const save = await store();
      expect(save.statusCode).toBe(503);
      expect(save.json()).toEqual({ detail: DATABASE_READ_ONLY, code: 'unavailable' });
      expect(save.headers['retry-after']).toBeDefined();
      expectNoLeak(save.body);
      const list = await t.app.inject({ method: 'GET', url: `${J}/`, headers: user.headers });
      expect(list.statusCode).toBe(200);
    } finally {
      await t.setReadOnly(false);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    expect((await store()).statusCode).toBe(200);
  });
});
