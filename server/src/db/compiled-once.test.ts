import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBareUser } from '../../test/support/bare-user.js';
import { createTestDb, ENGINES, type TestDb } from '../../test/support/engines.js';
import { compiledOnce } from './compiled-once.js';
import type { Database } from './schema.js';

describe.each(ENGINES)('compiledOnce on %s (decision 325)', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
    for (const id of ['u1', 'u2', 'u3']) await insertBareUser(t.db.kysely, id);
  });
  afterAll(() => t.dispose());

  // The same argument twice, a number, an optional filter left out when its argument is undefined.
  const users = compiledOnce(
    (k, order: 'asc' | 'desc', id: string, email: string | undefined, limit: number) => {
      let q = k
        .selectFrom('users')
        .select(['id', 'email'])
        .where((eb) => eb.or([eb('id', '=', id), eb('email', '=', id)]))
        .where('id', '>=', id);
      if (email) q = q.where('email', '=', email);
      return q.orderBy('id', order).limit(limit);
    },
  );
  // The builder's own query, for comparison.
  const built = (
    k: Kysely<Database>,
    order: 'asc' | 'desc',
    id: string,
    email: string | undefined,
    limit: number,
  ) => {
    let q = k
      .selectFrom('users')
      .select(['id', 'email'])
      .where((eb) => eb.or([eb('id', '=', id), eb('email', '=', id)]))
      .where('id', '>=', id);
    if (email) q = q.where('email', '=', email);
    return q.orderBy('id', order).limit(limit);
  };

  it('binds new arguments on every call, in the right places, as the builder would', async () => {
    const calls: [string, string | undefined, number][] = [
      ['u1', undefined, 5],
      ['u2', 'u2@x.test', 5],
      ['u2', 'u1@x.test', 5],
      ['u3', undefined, 1],
      ['u1', 'u1@x.test', 0],
    ];
    for (const [id, email, limit] of calls) {
      const { rows } = await users(t.db.kysely, 'asc', id, email, limit);
      expect(rows).toEqual(await built(t.db.kysely, 'asc', id, email, limit).execute());
    }
    // The shape decides the order: each order compiles apart.
    const all = compiledOnce((k, order: 'asc' | 'desc', from: string) =>
      k.selectFrom('users').select('id').where('id', '>=', from).orderBy('id', order),
    );
    expect((await all(t.db.kysely, 'asc', 'u2')).rows).toEqual([{ id: 'u2' }, { id: 'u3' }]);
    expect((await all(t.db.kysely, 'desc', 'u1')).rows).toEqual([{ id: 'u3' }, { id: 'u2' }, { id: 'u1' }]);
  });

  it('compiles a form apart from another: the shape and which arguments are undefined', async () => {
    // Compiled first with the email filter, then without: the filter must not stick.
    expect((await users(t.db.kysely, 'asc', 'u3', 'nobody@x.test', 5)).rows).toEqual([]);
    expect((await users(t.db.kysely, 'asc', 'u3', undefined, 5)).rows).toEqual([
      { id: 'u3', email: 'u3@x.test' },
    ]);
  });

  it("runs on the executor it is given: a transaction's own writes, and its rollback", async () => {
    await t.db.kysely
      .transaction()
      .execute(async (trx) => {
        await insertBareUser(trx, 'u4');
        expect((await users(trx, 'asc', 'u4', undefined, 5)).rows).toEqual([
          { id: 'u4', email: 'u4@x.test' },
        ]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await users(t.db.kysely, 'asc', 'u4', undefined, 5)).rows).toEqual([]);
  });

  it('refuses a builder that transforms an argument', async () => {
    const bad = compiledOnce((k, _: '', id: string) =>
      k.selectFrom('users').select('id').where('id', '=', id.toUpperCase()),
    );
    await expect(bad(t.db.kysely, '', 'u1')).rejects.toThrow(/not used as a plain value/);
  });
});
