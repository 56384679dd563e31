import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../test/support/engines.js';
import { openDatabase } from './database.js';
import { oldestFirst, runAsUnitOfWork } from './oldest-first.js';

const pools: pg.Pool[] = [];
const poolOf = (connectionString = TEST_DATABASE_URL, max = 1) => {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 2_000 });
  pool.on('error', () => {});
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.end()));
});

/** Lets every pending continuation run (a hand-over resolves through a few promise hops). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('oldestFirst (real PostgreSQL)', () => {
  it('hands a freed connection to the unit of work that began first, then to work outside any unit', async () => {
    const gate = oldestFirst(poolOf(), 1);
    const held = await gate.connect();
    const order: string[] = [];
    const ask = (name: string) =>
      gate.connect().then(async (client) => {
        order.push(name);
        await client.query('select 1');
        client.release();
      });
    // Asked in this order: outside any unit (it asks now, after both units began), the later unit, the earlier one.
    const early = performance.now() - 20;
    const late = early + 10;
    const asked = [
      ask('job'),
      runAsUnitOfWork(() => ask('request that began later'), late),
      runAsUnitOfWork(() => ask('request that began first'), early),
    ];
    await settle();
    expect(order).toEqual([]); // the single slot is held
    held.release();
    await Promise.all(asked);
    expect(order).toEqual(['request that began first', 'request that began later', 'job']);
  });

  it('keeps arrival order between units that began at the same moment', async () => {
    const gate = oldestFirst(poolOf(), 1);
    const held = await gate.connect();
    const order: number[] = [];
    const at = performance.now();
    const asked = [1, 2, 3].map((n) =>
      runAsUnitOfWork(
        () =>
          gate.connect().then((client) => {
            order.push(n);
            client.release();
          }),
        at,
      ),
    );
    held.release();
    await Promise.all(asked);
    expect(order).toEqual([1, 2, 3]);
  });

  it('gives the slot back when connecting fails, and when a client is released as broken', async () => {
    const refused = oldestFirst(poolOf('postgres://postgres@127.0.0.1:1/none'), 1);
    await expect(refused.connect()).rejects.toThrow();
    await expect(refused.connect()).rejects.toThrow(); // not left waiting for a slot never given back

    const gate = oldestFirst(poolOf(), 1);
    const broken = await gate.connect();
    broken.release(new Error('broken')); // pg destroys this client
    const next = await gate.connect();
    expect((await next.query('select 2 as n')).rows[0]).toEqual({ n: 2 });
    next.release();
  });

  it('serves Kysely queries and transactions through the gate (openDatabase)', async () => {
    const db = openDatabase({ databaseUrl: TEST_DATABASE_URL, pgPoolSize: 2 });
    try {
      // More concurrent work than connections: everything completes, a transaction keeps its connection.
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          runAsUnitOfWork(() =>
            i % 3 === 0
              ? db.kysely.transaction().execute(async (trx) => {
                  const a = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
                  const b = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
                  return a.rows[0]!.pid === b.rows[0]!.pid ? i : -1;
                })
              : sql<{ n: number }>`select ${i}::int as n`.execute(db.kysely).then((r) => r.rows[0]!.n),
          ),
        ),
      );
      expect(results).toEqual(Array.from({ length: 12 }, (_, i) => i));
    } finally {
      await db.close();
    }
  });
});
