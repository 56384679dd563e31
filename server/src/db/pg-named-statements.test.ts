import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql, type QueryExecutorProvider } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../test/support/engines.js';
import { isConstraintViolation } from './constraint.js';
import { namedStatementPool, type NamingOptions } from './pg-named-statements.js';

// Real PostgreSQL: what counts is what the server holds (pg_prepared_statements) and answers.
interface Tables {
  items: { id: number; label: string; n: number; doc: unknown; flag: boolean | null };
}

const schema = `t_named_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
const opened: Kysely<Tables>[] = [];

/** A Kysely on one connection (so pg_prepared_statements shows everything it prepared). */
function open(opts?: NamingOptions, named = true): Kysely<Tables> {
  const pool = new pg.Pool({
    connectionString: TEST_DATABASE_URL,
    max: 1,
    options: `-c search_path=${schema}`,
  });
  const k = new Kysely<Tables>({
    dialect: new PostgresDialect({ pool: named ? namedStatementPool(pool, opts) : pool }),
  });
  opened.push(k);
  return k;
}

async function preparedTexts(k: QueryExecutorProvider): Promise<string[]> {
  const r = await sql<{
    statement: string;
  }>`select statement from pg_prepared_statements order by prepare_time`.execute(k);
  return r.rows.map((row) => row.statement);
}

const byId = (k: Kysely<Tables>, id: number) => k.selectFrom('items').selectAll().where('id', '=', id);

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.query(
    `create table ${schema}.items (id int primary key, label text not null unique, n bigint not null, doc jsonb, flag boolean)`,
  );
  await admin.query(
    `insert into ${schema}.items select i, 'item ' || i, i * 10000000000, jsonb_build_object('i', i), i % 2 = 0 from generate_series(1, 20) i`,
  );
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((k) => k.destroy()));
});
afterAll(async () => {
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
});

describe('namedStatementPool', () => {
  it('names a text from its third use on, and sends the first two unnamed', async () => {
    const k = open({ after: 3 });
    const text = byId(k, 1).compile().sql;
    for (let i = 1; i <= 2; i++) await byId(k, i).execute();
    expect(await preparedTexts(k)).toEqual([]);
    expect(await byId(k, 3).execute()).toEqual([
      { id: 3, label: 'item 3', n: 30000000000, doc: { i: 3 }, flag: false },
    ]);
    expect(await preparedTexts(k)).toEqual([text]);
  });

  it('answers exactly as unnamed statements do, past the switch to a generic plan', async () => {
    const named = open({ after: 1 });
    const plain = open(undefined, false);
    const query = (k: Kysely<Tables>, i: number) =>
      k
        .selectFrom('items')
        .select(['id', 'label', 'n', 'doc', 'flag'])
        .where('n', '>=', i * 10000000000)
        .where((eb) => eb.or([eb('flag', '=', i % 3 === 0), eb('label', 'like', `item ${i}%`)]))
        .orderBy('id')
        .limit(i + 1)
        .execute();
    // PostgreSQL plans a prepared statement for its parameters five times before it may keep a generic plan.
    for (let i = 1; i <= 9; i++) expect(await query(named, i)).toEqual(await query(plain, i));
    expect(await preparedTexts(named)).toHaveLength(1);
  });

  it('hands out no more names than its cap; further texts still run, unnamed', async () => {
    const k = open({ after: 1, maxNames: 2 });
    const queries = [
      (id: number) => byId(k, id),
      (id: number) => k.selectFrom('items').select('label').where('id', '=', id),
      (id: number) => k.selectFrom('items').select('n').where('id', '=', id),
    ];
    for (let round = 0; round < 3; round++)
      for (const q of queries) expect(await q(5).execute()).toHaveLength(1);
    expect(await preparedTexts(k)).toEqual([queries[0]!(0).compile().sql, queries[1]!(0).compile().sql]);
    expect(await queries[2]!(6).executeTakeFirst()).toEqual({ n: 60000000000 });
  });

  it('names a transaction’s statements too, and the transaction commits or rolls back as before', async () => {
    const k = open({ after: 2 });
    const insert = (id: number) =>
      k.insertInto('items').values({ id, label: `new ${id}`, n: id, doc: null, flag: null });
    await expect(
      k.transaction().execute(async (trx) => {
        for (const id of [101, 102, 103])
          await trx
            .insertInto('items')
            .values({ id, label: `new ${id}`, n: id, doc: null, flag: null })
            .execute();
        expect(await preparedTexts(trx)).toEqual([insert(0).compile().sql]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await k.selectFrom('items').select('id').where('id', '>', 100).execute()).toEqual([]);
    await k.transaction().execute(async (trx) => {
      await trx
        .insertInto('items')
        .values({ id: 104, label: 'new 104', n: 104, doc: null, flag: null })
        .execute();
    });
    expect(await byId(k, 104).executeTakeFirst()).toMatchObject({ label: 'new 104' });
    await k.deleteFrom('items').where('id', '=', 104).execute();
  });

  it('surfaces errors unchanged: a unique violation on a named insert is still 23505', async () => {
    const k = open({ after: 1 });
    const insert = (id: number, label: string) =>
      k.insertInto('items').values({ id, label, n: id, doc: null, flag: null }).execute();
    await insert(201, 'unique 201');
    const error = await insert(202, 'unique 201').catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('23505');
    expect(isConstraintViolation(error)).toBe(true);
    expect(await preparedTexts(k)).toHaveLength(1); // the failing insert ran named
    await k.deleteFrom('items').where('id', '=', 201).execute();
  });

  it('after a column change under a named select *, retries unnamed once and names the text afresh', async () => {
    await admin.query(`create table ${schema}.changing (id int primary key, a text)`);
    await admin.query(`insert into ${schema}.changing values (1, 'one')`);
    type Changing = Kysely<{ changing: { id: number; a: string; b?: string; c?: number } }>;
    const k = open({ after: 1 }) as unknown as Changing;
    const select = (e: Changing = k) => e.selectFrom('changing').selectAll().where('id', '=', 1).execute();
    expect(await select()).toEqual([{ id: 1, a: 'one' }]);

    // Another process migrates: the prepared statement's result type no longer matches (SQLSTATE 0A000).
    await admin.query(`alter table ${schema}.changing add column b text default 'bee'`);
    expect(await select()).toEqual([{ id: 1, a: 'one', b: 'bee' }]);
    expect(await select()).toEqual([{ id: 1, a: 'one', b: 'bee' }]);
    // Two server-side statements for the text now: the stale one (unused) and its fresh name.
    const text = k.selectFrom('changing').selectAll().where('id', '=', 1).compile().sql;
    expect(await preparedTexts(k)).toEqual([text, text]);

    // Inside a transaction the failed statement has aborted it: the error surfaces, the transaction
    // rolls back, and the next use outside runs under a fresh name.
    await admin.query(`alter table ${schema}.changing add column c int default 3`);
    const error = await k
      .transaction()
      .execute((trx) => select(trx))
      .catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('0A000');
    expect(await select()).toEqual([{ id: 1, a: 'one', b: 'bee', c: 3 }]);
    expect(await select()).toEqual([{ id: 1, a: 'one', b: 'bee', c: 3 }]);
  });
});
