import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/support/engines.js';

const nextTurn = () => new Promise((done) => setImmediate(done));

// SQLite only: PostgreSQL has no read-only connection (its side of preparedQuery: prepared.test.ts).
describe('reads of one event-loop turn share a read transaction (SQLite, decision 322)', () => {
  let t: TestDb;
  let other: SQLite.Database; // another process's writing connection to the same file
  const read = (id: string) => t.db.readRows!('select id from users where id = ?', [id]);
  const insert = (id: string) =>
    other
      .prepare(
        `insert into users (id, email, password_hash, created_at, updated_at) values (?, ?, 'h', 0, 0)`,
      )
      .run(id, `${id}@x.test`);
  beforeAll(async () => {
    t = await createTestDb('sqlite');
    other = new SQLite(join(t.config.dataDir, 'inkwell.sqlite'));
  });
  afterAll(async () => {
    other.close();
    await t.dispose();
  });

  it('keeps one snapshot for the turn and takes a new one in the next', async () => {
    await nextTurn();
    expect(read('a1')).toEqual([]);
    insert('a1'); // committed by another connection while this turn's read transaction is open
    expect(read('a1')).toEqual([]);
    await nextTurn();
    expect(read('a1')).toEqual([{ id: 'a1' }]);
  });

  it("a fresh read sees another connection's commit within the turn; the reads after it share its snapshot", async () => {
    await nextTurn();
    expect(read('a3')).toEqual([]);
    insert('a3'); // as another API process revoking a session while this turn's snapshot is open
    expect(read('a3')).toEqual([]);
    expect(t.db.readFreshRows!('select id from users where id = ?', ['a3'])).toEqual([{ id: 'a3' }]);
    expect(read('a3')).toEqual([{ id: 'a3' }]);
  });

  it('a failing read throws to its caller only; the reads after it still answer', async () => {
    await nextTurn();
    expect(read('a1')).toEqual([{ id: 'a1' }]);
    expect(() => t.db.readRows!(`select json_extract(?, '$') as v`, ['not json'])).toThrow(/JSON/i);
    expect(() => t.db.readRows!('select id from nowhere', [])).toThrow(/no such table/);
    insert('a2');
    // The failure ended the shared transaction: this read begins a new one and sees a2.
    expect(read('a2')).toEqual([{ id: 'a2' }]);
    expect(read('a1')).toEqual([{ id: 'a1' }]);
  });

  describe('cached reads (decision 326)', () => {
    const email = (id: string) => t.db.readCachedRows!('select email from users where id = ?', [id]);
    const setEmail = (id: string, value: string) =>
      other.prepare('update users set email = ? where id = ?').run(value, id);

    it('answer from memory while no connection commits, with frozen rows', async () => {
      insert('c1');
      await nextTurn();
      const first = email('c1');
      expect(first).toEqual([{ email: 'c1@x.test' }]);
      await nextTurn();
      expect(email('c1')).toBe(first); // the same answer, not read again
      expect(Object.isFrozen(first) && Object.isFrozen(first[0])).toBe(true);
      expect(() => ((first[0] as { email: string }).email = 'changed')).toThrow(TypeError);
    });

    it("see another process's commit in the next turn, as an uncached read does", async () => {
      insert('c2');
      await nextTurn();
      expect(email('c2')).toEqual([{ email: 'c2@x.test' }]);
      setEmail('c2', 'new-c2@x.test'); // another process commits while this turn's snapshot is open
      expect(email('c2')).toEqual([{ email: 'c2@x.test' }]); // the turn's snapshot, like readRows
      expect(t.db.readRows!('select email from users where id = ?', ['c2'])).toEqual(email('c2'));
      await nextTurn();
      expect(email('c2')).toEqual([{ email: 'new-c2@x.test' }]);
    });

    it("see this process's own commit at once", async () => {
      insert('c3');
      await nextTurn();
      expect(email('c3')).toEqual([{ email: 'c3@x.test' }]);
      await t.db.kysely
        .updateTable('users')
        .set({ email: 'mine-c3@x.test' })
        .where('id', '=', 'c3')
        .execute();
      expect(email('c3')).toEqual([{ email: 'mine-c3@x.test' }]);
    });

    it('keep different arguments apart, however they are spelled', async () => {
      insert('c4');
      insert('c4,c5');
      await nextTurn();
      expect(email('c4')).toEqual([{ email: 'c4@x.test' }]);
      expect(email('c4,c5')).toEqual([{ email: 'c4,c5@x.test' }]);
      const pair = (a: string, b: string) =>
        t.db.readCachedRows!('select id from users where id in (?, ?) order by id', [a, b]);
      expect(pair('c4', 'c5')).toEqual([{ id: 'c4' }]);
      expect(pair('c4,c5', '')).toEqual([{ id: 'c4,c5' }]);
      expect(pair('c4', 'c4,c5')).toEqual([{ id: 'c4' }, { id: 'c4,c5' }]);
    });
  });
});
