import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countModules, dropModulesAndCount } from '../../src/exercises/repo.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';

// Decision 323: on PostgreSQL a new entry's insert carries the summary lock and its runs change in one
// more statement; a rejected fix's modules go with their answers in the statement that counts the rest.
// Both engines: another learner's rows are never touched, and a failure leaves nothing half written.

const J = '/api/documents/journal';
const unix = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;

describe.each(ENGINES)('folded writes on %s', (engine) => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { startJobs: false });
    a = await createSignedInUser(t);
    b = await createSignedInUser(t);
  });
  afterAll(() => t.dispose());

  const store = (u: TestUser, day: string) =>
    t.app.inject({
      method: 'POST',
      url: `${J}/store`,
      headers: u.headers,
      payload: { date: unix(day), time_zone: 'UTC', content: `On ${day} I wrote.` },
    });
  const runs = (u: TestUser) =>
    t.deps.db.kysely
      .selectFrom('writing_runs')
      .select(['first_day', 'last_day', 'days'])
      .where('user_id', '=', u.id)
      .orderBy('first_day')
      .execute();

  it("joins only the learner's own runs, whoever else has runs on the same days", async () => {
    for (const day of ['2026-05-01', '2026-05-03']) expect((await store(b, day)).statusCode).toBe(200);
    expect((await store(a, '2026-05-03')).statusCode).toBe(200);
    expect((await store(a, '2026-05-01')).statusCode).toBe(200);
    expect((await store(a, '2026-05-02')).statusCode).toBe(200);
    expect(await runs(a)).toEqual([{ first_day: '2026-05-01', last_day: '2026-05-03', days: 3 }]);
    expect(await runs(b)).toEqual([
      { first_day: '2026-05-01', last_day: '2026-05-01', days: 1 },
      { first_day: '2026-05-03', last_day: '2026-05-03', days: 1 },
    ]);
    // A day just before B's run moves only A's… and a lone day of B leaves A's run as it is.
    expect((await store(b, '2026-05-05')).statusCode).toBe(200);
    expect(await runs(a)).toEqual([{ first_day: '2026-05-01', last_day: '2026-05-03', days: 3 }]);
  });

  it('stores no entry when its runs cannot be written (one transaction)', async () => {
    // A broken run row (last day before its first) that the run starting the next day would move onto.
    await t.deps.db.kysely
      .insertInto('writing_runs')
      .values([
        { user_id: a.id, first_day: '2026-06-10', last_day: '2000-01-01', days: 1 },
        { user_id: a.id, first_day: '2026-06-11', last_day: '2026-06-11', days: 1 },
      ])
      .execute();
    const res = await store(a, '2026-06-10');
    expect(res.statusCode).toBe(500);
    const entries = await t.deps.db.kysely
      .selectFrom('journal_entries')
      .select('id')
      .where('user_id', '=', a.id)
      .where('day', '=', '2026-06-10')
      .execute();
    expect(entries).toEqual([]);
    expect((await runs(a)).filter((r) => r.first_day >= '2026-06-01')).toHaveLength(2);
  });

  it("PUT saves without a read, yet never another learner's entry, and a stale version is 409", async () => {
    const res = await store(a, '2026-07-01');
    const { id, version } = res.json() as { id: string; version: number };
    const put = (u: TestUser, content: string, v: number) =>
      t.app.inject({
        method: 'PUT',
        url: `${J}/${id}`,
        headers: u.headers,
        payload: { content, version: v },
      });
    expect((await put(b, 'not yours', version)).statusCode).toBe(404);
    expect((await put(b, 'not yours', 0)).statusCode).toBe(404); // a bad body: the 404 still wins
    expect((await put(a, 'mine now', version)).json()).toMatchObject({ version: version + 1, word_count: 2 });
    expect((await put(a, 'stale tab', version)).statusCode).toBe(409);
    const got = await t.app.inject({ method: 'GET', url: `${J}/${id}`, headers: a.headers });
    expect(got.json()).toMatchObject({ data: { content: 'mine now' }, version: version + 1 });
  });

  async function sessionWithModule(u: TestUser, n: number) {
    const k = t.deps.db.kysely;
    const sessionId = crypto.randomUUID();
    await k
      .insertInto('exercise_sessions')
      .values({
        id: sessionId,
        user_id: u.id,
        journal_entry_id: null,
        title: 'S',
        title_message: null,
        status: 'generating',
        student_level: null,
        estimated_duration: 5,
        failure_reason: null,
        current_slide: 0,
        created_at: 1,
        updated_at: 1,
        completed_at: null,
      })
      .execute();
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const id = crypto.randomUUID();
      ids.push(id);
      await k
        .insertInto('exercise_modules')
        .values({
          id,
          session_id: sessionId,
          user_id: u.id,
          position: i,
          concept_id: null,
          concept_ids: null,
          concept_title: 'c',
          input: '{}',
          status: i === 0 ? 'ready' : 'generating',
          data: null,
          error: null,
          created_at: 1,
          updated_at: 1,
        })
        .execute();
      await k
        .insertInto('exercise_answers')
        .values({
          id: crypto.randomUUID(),
          session_id: sessionId,
          user_id: u.id,
          module_id: id,
          phase: 'guided_practice',
          idx: 0,
          answer: 'x',
          correct: 1,
          points: 1,
          created_at: 1,
        })
        .execute();
    }
    return { sessionId, ids };
  }
  const answersOf = (moduleIds: string[]) =>
    t.deps.db.kysely
      .selectFrom('exercise_answers')
      .select('module_id')
      .where('module_id', 'in', moduleIds)
      .execute();

  it("drops the caller's modules with their answers and counts what is left, never another's", async () => {
    const mine = await sessionWithModule(a, 3);
    const theirs = await sessionWithModule(b, 2);
    const k = t.deps.db.kysely;
    // A names B's module: nothing of B's goes, B's count is whole.
    expect(await dropModulesAndCount(k, a.id, theirs.sessionId, [theirs.ids[1]!])).toEqual({
      all: 2,
      pending: 1,
    });
    expect(await answersOf(theirs.ids)).toHaveLength(2);
    // A drops its pending module: the count leaves it out, its answer goes, the others stay.
    expect(await dropModulesAndCount(k, a.id, mine.sessionId, [mine.ids[2]!])).toEqual({
      all: 2,
      pending: 1,
    });
    expect((await answersOf(mine.ids)).map((r) => r.module_id).sort()).toEqual(mine.ids.slice(0, 2).sort());
    expect(await countModules(k, mine.sessionId)).toEqual({ all: 2, pending: 1 });
  });

  it('drops nothing when the transaction around it fails', async () => {
    const mine = await sessionWithModule(a, 2);
    await expect(
      t.deps.db.kysely.transaction().execute(async (trx) => {
        await dropModulesAndCount(trx, a.id, mine.sessionId, [mine.ids[1]!]);
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await countModules(t.deps.db.kysely, mine.sessionId)).toEqual({ all: 2, pending: 1 });
    expect(await answersOf(mine.ids)).toHaveLength(2);
  });
});
