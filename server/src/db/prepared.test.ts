import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBareUser } from '../../test/support/bare-user.js';
import { createTestDb, ENGINES, type TestDb } from '../../test/support/engines.js';
import { preparedQuery } from './prepared.js';

describe.each(ENGINES)('preparedQuery on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
    for (const id of ['u1', 'u2']) {
      await insertBareUser(t.db.kysely, id);
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
    await t.db.kysely.transaction().execute(async (trx) => {
      await insertBareUser(trx, 'u3');
      expect(await byIdAndEmail(t.db, 'u3', 'u3@x.test')).toEqual([]);
    });
    expect(await byIdAndEmail(t.db, 'u3', 'u3@x.test')).toEqual([{ id: 'u3', email: 'u3@x.test' }]);
  });

  it('a read after a committed write sees it, within one event-loop turn (decision 322)', async () => {
    const turn = new Promise((done) => setImmediate(done));
    expect(await byIdAndEmail(t.db, 'u4', 'u4@x.test')).toEqual([]); // opens the shared read on SQLite
    await insertBareUser(t.db.kysely, 'u4');
    expect(await byIdAndEmail(t.db, 'u4', 'u4@x.test')).toEqual([{ id: 'u4', email: 'u4@x.test' }]);
    let turnOver = false;
    void turn.then(() => (turnOver = true));
    await Promise.resolve();
    // On SQLite the write and both reads really ran in one turn (PostgreSQL waits on the network).
    if (engine === 'sqlite') expect(turnOver).toBe(false);
  });

  it('builds once for the database, its transactions and its connections', async () => {
    let builds = 0;
    const counted = preparedQuery((k, id) => {
      builds += 1;
      return k.selectFrom('users').select('id').where('id', '=', id);
    });
    expect(await counted(t.db, 'u1')).toEqual([{ id: 'u1' }]);
    await t.db.kysely.transaction().execute(async (trx) => {
      expect(await counted({ ...t.db, kysely: trx }, 'u2')).toEqual([{ id: 'u2' }]);
    });
    await t.db.kysely.connection().execute(async (one) => {
      expect(await counted({ ...t.db, kysely: one }, 'u1')).toEqual([{ id: 'u1' }]);
    });
    expect(builds).toBe(1);
  });

  it('refuses a builder that transforms an argument', async () => {
    const bad = preparedQuery((k, id) =>
      k.selectFrom('users').select('id').where('id', '=', id.toUpperCase()),
    );
    await expect(bad(t.db, 'u1')).rejects.toThrow(/not used as a plain value/);
  });
});
