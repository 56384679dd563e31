import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, ENGINES, type TestDb } from '../../test/support/engines.js';
import { preparedQuery } from './prepared.js';

describe.each(ENGINES)('preparedQuery on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
    const now = Date.now();
    for (const id of ['u1', 'u2']) {
      await t.db.kysely
        .insertInto('users')
        .values({
          id,
          email: `${id}@x.test`,
          password_hash: 'h',
          email_confirmed_at: null,
          last_sign_in_at: null,
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
    }
  });
  afterAll(() => t.dispose());

  const byIdAndEmail = preparedQuery((k, id, email) =>
    k.selectFrom('users').select(['id', 'email']).where('id', '=', id).where('email', '=', email).limit(1),
  );

  it('binds new arguments on every call, in the right places', async () => {
    expect(await byIdAndEmail(t.db, 'u1', 'u1@x.test')).toEqual([{ id: 'u1', email: 'u1@x.test' }]);
    expect(await byIdAndEmail(t.db, 'u2', 'u2@x.test')).toEqual([{ id: 'u2', email: 'u2@x.test' }]);
    expect(await byIdAndEmail(t.db, 'u2', 'u1@x.test')).toEqual([]);
  });

  it("sees committed rows only, never another request's open transaction", async () => {
    const now = Date.now();
    await t.db.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          id: 'u3',
          email: 'u3@x.test',
          password_hash: 'h',
          email_confirmed_at: null,
          last_sign_in_at: null,
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
      expect(await byIdAndEmail(t.db, 'u3', 'u3@x.test')).toEqual([]);
    });
    expect(await byIdAndEmail(t.db, 'u3', 'u3@x.test')).toEqual([{ id: 'u3', email: 'u3@x.test' }]);
  });

  it('refuses a builder that transforms an argument', async () => {
    const bad = preparedQuery((k, id) =>
      k.selectFrom('users').select('id').where('id', '=', id.toUpperCase()),
    );
    await expect(bad(t.db, 'u1')).rejects.toThrow(/not a plain value/);
  });
});
