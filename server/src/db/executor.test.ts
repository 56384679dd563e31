import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, ENGINES, type TestDb } from '../../test/support/engines.js';
import { sql } from 'kysely';
import { inTransaction, onOneConnection, type Executor } from './executor.js';

describe.each(ENGINES)('inTransaction on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(() => t.dispose());

  const userCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('joins the caller’s transaction: a later failure undoes the joined work too', async () => {
    const before = await userCount();
    await expect(
      t.db.kysely.transaction().execute(async (outer) => {
        await inTransaction(outer, async (trx) => {
          expect(trx).toBe(outer);
          await insertUser(trx, 'joined');
        });
        throw new Error('the larger unit fails after the joined step');
      }),
    ).rejects.toThrow('the larger unit fails');
    expect(await userCount()).toBe(before);
  });

  it('opens its own transaction on the database: all or nothing', async () => {
    const before = await userCount();
    await expect(
      inTransaction(t.db.kysely, async (trx) => {
        expect(trx.isTransaction).toBe(true);
        await insertUser(trx, 'own');
        throw new Error('fails inside');
      }),
    ).rejects.toThrow('fails inside');
    expect(await userCount()).toBe(before);
    await inTransaction(t.db.kysely, (trx) => insertUser(trx, 'kept'));
    expect(await userCount()).toBe(before + 1);
  });
});

describe.each(ENGINES)('onOneConnection on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(() => t.dispose());

  /** The PostgreSQL backend serving the statement; SQLite has one connection, so it answers 0. */
  const backendOf = async (k: Executor) =>
    engine === 'postgres'
      ? (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(k)).rows[0]!.pid
      : 0;

  it('runs the reads, and a transaction opened inside, on one connection (one pool wait)', async () => {
    // Side-by-side work outside keeps other connections busy, so a second checkout would differ.
    const others = Array.from({ length: 4 }, () => backendOf(t.db.kysely));
    const seen = await onOneConnection(t.db, async (one) => {
      const first = await backendOf(one.kysely);
      const parallel = await Promise.all([backendOf(one.kysely), backendOf(one.kysely)]);
      const inside = await inTransaction(one.kysely, async (trx) => {
        await insertUser(trx, 'one-connection');
        return backendOf(trx);
      });
      return [first, ...parallel, inside, await backendOf(one.kysely)];
    });
    await Promise.all(others);
    expect(new Set(seen).size).toBe(1);
  });

  it('gives its connection back whether the work succeeds, throws, or its transaction fails', async () => {
    // More failures than the pool has connections: one kept checked out would stall the next query.
    for (let i = 0; i < 12; i++) {
      await expect(
        onOneConnection(t.db, async (one) => {
          await backendOf(one.kysely);
          await inTransaction(one.kysely, async (trx) => {
            await insertUser(trx, `rolled-back-${i}`);
            throw new Error('fails inside the transaction');
          });
        }),
      ).rejects.toThrow('fails inside the transaction');
    }
    const left = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', 'like', 'rolled-back-%')
      .execute();
    expect(left).toEqual([]);
    // The connection came back outside any transaction: what it writes next is committed.
    await onOneConnection(t.db, (one) => insertUser(one.kysely, 'after-failures'));
    const kept = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', 'like', 'after-failures-%')
      .execute();
    expect(kept).toHaveLength(1);
  });

  it('joins a caller’s transaction instead of taking a connection of its own', async () => {
    await t.db.kysely.transaction().execute(async (trx) => {
      await onOneConnection({ ...t.db, kysely: trx }, async (one) => {
        expect(one.kysely).toBe(trx);
      });
    });
  });
});

async function insertUser(k: Executor, name: string): Promise<void> {
  const now = Date.now();
  await k
    .insertInto('users')
    .values({
      id: randomUUID(),
      email: `${name}-${randomUUID()}@example.com`,
      password_hash: 'not-a-real-hash',
      email_confirmed_at: now,
      last_sign_in_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
