import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, ENGINES, type TestDb } from '../../test/support/engines.js';
import { inTransaction, type Executor } from './executor.js';

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
