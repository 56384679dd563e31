import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, J } from '../security/fixture.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { richAccount } from './support.js';

describe.each(ENGINES)('deleting a journal entry on %s', (engine) => {
  let t: TestApp;
  let a: TestUser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await createSignedInUser(t);
  }, 60_000);
  afterAll(() => t.dispose());

  const count = async (
    table: 'assessments' | 'correction_states' | 'exercise_sessions' | 'cards',
    userId: string,
  ) =>
    (await t.deps.db.kysely.selectFrom(table).select('user_id').where('user_id', '=', userId).execute())
      .length;

  it('takes its assessment, correction states and session with it; cards stay; B gets 404', async () => {
    const f = await richAccount(t, a);
    const call = caller(t);
    const cards = await count('cards', a.id);
    const b = await createSignedInUser(t);
    expect((await call(b, 'DELETE', `${J}/${f.entryId}`)).status).toBe(404);
    expect((await call(a, 'DELETE', `${J}/${f.entryId}`)).status).toBe(204);
    expect((await call(a, 'GET', `${J}/${f.entryId}`)).status).toBe(404);
    expect((await call(a, 'DELETE', `${J}/${f.entryId}`)).status).toBe(404);
    expect(await count('assessments', a.id)).toBe(0);
    expect(await count('correction_states', a.id)).toBe(0);
    const sessions = await t.deps.db.kysely
      .selectFrom('exercise_sessions')
      .select('journal_entry_id')
      .where('user_id', '=', a.id)
      .execute();
    expect(sessions.map((s) => s.journal_entry_id)).toEqual([null]); // the deck session stays
    expect(await count('cards', a.id)).toBe(cards);
    const sources = await t.deps.db.kysely
      .selectFrom('concepts')
      .select('source_journal_entry_id')
      .where('source_journal_entry_id', '=', f.entryId)
      .execute();
    expect(sources).toEqual([]);
  }, 120_000);

  it('while its assessment job runs: the job is cancelled and writes nothing into the deleted entry', async () => {
    const call = caller(t);
    const u = await createSignedInUser(t);
    for (let i = 0; i < 4; i++) {
      const date = String(Math.floor(Date.UTC(2026, 0, 10 + i) / 1000));
      const entry = (
        await call(u, 'POST', `${J}/store/`, { date, content: 'I has went to the store and buyed a apple.' })
      ).json();
      expect((await call(u, 'POST', `${J}/${entry.id}/assess`)).status).toBe(202);
      // Delete at different moments of the job: before it is claimed, and while it runs.
      await new Promise((r) => setTimeout(r, i * 40));
      expect((await call(u, 'DELETE', `${J}/${entry.id}`)).status).toBe(204);
    }
    // Let every job end (done, cancelled or stopped at its guard), then look for orphans.
    const end = Date.now() + 20_000;
    for (;;) {
      const open = await t.deps.db.kysely
        .selectFrom('jobs')
        .select('id')
        .where('user_id', '=', u.id)
        .where('state', 'in', ['queued', 'running'])
        .execute();
      if (!open.length || Date.now() > end) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await count('assessments', u.id)).toBe(0);
    expect(await count('exercise_sessions', u.id)).toBe(0);
    const modules = await t.deps.db.kysely
      .selectFrom('exercise_modules')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    expect(modules).toEqual([]);
  }, 60_000);
});
