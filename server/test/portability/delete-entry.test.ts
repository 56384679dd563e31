import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestLevel } from '../../src/analysis/repo.js';
import { signAccessToken } from '../../src/auth/tokens.js';
import { PURGE_QUEUE, purgeDeletedEntry, UNDO_WINDOW_MS } from '../../src/journal/entry-undo.js';
import { caller, J } from '../security/fixture.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { richAccount, rowsMentioning } from './support.js';

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

  /** The same learner signed in on another device: a second session with its own token. */
  async function otherDevice(user: TestUser): Promise<TestUser> {
    const sessionId = randomUUID();
    const now = t.deps.now();
    await t.deps.db.kysely
      .insertInto('auth_sessions')
      .values({ id: sessionId, user_id: user.id, created_at: now, refreshed_at: null, revoked_at: null })
      .execute();
    const { token } = await signAccessToken(
      { userId: user.id, email: user.email, sessionId },
      t.deps.config.jwtSecret,
      `${t.deps.config.appUrl}/auth/v1`,
      now,
    );
    return { ...user, sessionId, token, headers: { authorization: `Bearer ${token}` } };
  }

  const deletedAtOf = async (entryId: string) =>
    (
      await t.deps.db.kysely
        .selectFrom('journal_entries')
        .select('deleted_at')
        .where('id', '=', entryId)
        .executeTakeFirstOrThrow()
    ).deleted_at;

  it('is gone for the other device at once and back for it after undo; B can neither delete nor undo', async () => {
    const f = await richAccount(t, a);
    const call = caller(t);
    const phone = await otherDevice(a);
    const b = await createSignedInUser(t);
    const seen = async (user: TestUser) => {
      const list = (await call(user, 'GET', `${J}?limit=100`)).json() as { id: string }[];
      const month = (await call(user, 'GET', `${J}/monthly/2026/11`)).json() as { id: string }[];
      const one = (await call(user, 'GET', `${J}/${f.entryId}`)).status;
      const assessment = (await call(user, 'GET', `${J}/${f.entryId}/assessment`)).status;
      const exported = (await call(user, 'GET', '/api/account/export.json')).text();
      // The entry's exercise session (the deck session has no entry and always shows).
      const sessions = (await call(user, 'GET', '/api/exercises/user/sessions?limit=50')).json() as {
        document_id: string;
      }[];
      return {
        list: list.some((e) => e.id === f.entryId),
        month: month.some((e) => e.id === f.entryId),
        one,
        assessment,
        exported: exported.includes('I has went to the store.'),
        sessions: sessions.map((s) => (s.document_id === f.sessionId ? 'entry' : 'deck')).sort(),
        byJournal: (await call(user, 'GET', `/api/exercises/sessions/by-journal/${f.entryId}`)).status,
        // The session read by its id (the fixture's lesson is a stub, so its status, not the lesson).
        status: (await call(user, 'GET', `/api/exercises/sessions/${f.sessionId}/status`)).status,
        // The level the next assessment's prompt is given comes from this entry's assessment only.
        level: await latestLevel(t.deps.db.kysely, user.id, 'en'),
      };
    };
    const visible = {
      list: true,
      month: true,
      one: 200,
      assessment: 200,
      exported: true,
      sessions: ['deck', 'entry'],
      byJournal: 200,
      status: 200,
      level: 'A2',
    };
    expect(await seen(phone)).toEqual(visible);

    expect((await call(b, 'DELETE', `${J}/${f.entryId}`)).status).toBe(404);
    const del = await call(a, 'DELETE', `${J}/${f.entryId}`);
    expect(del.status).toBe(204);
    // Right after the delete, before any undo window ends: the phone no longer sees it anywhere.
    expect(await seen(phone)).toEqual({
      list: false,
      month: false,
      one: 404,
      assessment: 404,
      exported: false,
      sessions: ['deck'],
      byJournal: 404,
      status: 404,
      level: null,
    });
    expect((await call(a, 'DELETE', `${J}/${f.entryId}`)).status).toBe(404);
    expect((await call(phone, 'PUT', `${J}/${f.entryId}`, { content: 'Edited.', version: 1 })).status).toBe(
      404,
    );

    // B cannot undo A's deletion, and trying changes nothing.
    expect((await call(b, 'POST', `${J}/${f.entryId}/restore`)).status).toBe(404);
    expect(await deletedAtOf(f.entryId)).not.toBeNull();

    const undo = await call(a, 'POST', `${J}/${f.entryId}/restore`);
    expect(undo.status).toBe(200);
    expect(undo.json()).toMatchObject({ id: f.entryId, analysis_state: 'analyzed' });
    expect(await seen(phone)).toEqual(visible);
    // Undo kept everything: the assessment, its correction state, the entry's session, the cards.
    expect(await count('assessments', a.id)).toBe(1);
    expect(await count('correction_states', a.id)).toBe(1);
    expect(await count('exercise_sessions', a.id)).toBe(2);
    // The purge job of that deletion is cancelled.
    const jobs = await t.deps.db.kysely
      .selectFrom('jobs')
      .select(['key', 'state'])
      .where('queue', '=', PURGE_QUEUE)
      .where('user_id', '=', a.id)
      .execute();
    expect(jobs.map((j) => j.state)).toEqual(['cancelled']);
  }, 120_000);

  it('purges for good after the window: no row mentions the entry, cards stay; undo is then refused', async () => {
    const u = await createSignedInUser(t);
    const f = await richAccount(t, u);
    const call = caller(t);
    const cards = await count('cards', u.id);
    expect((await call(u, 'DELETE', `${J}/${f.entryId}`)).status).toBe(204);
    const deletedAt = Number(await deletedAtOf(f.entryId));
    // The purge is a durable job (a jobs row on either engine), due when the window has passed.
    const job = await t.deps.jobs.getByKey(PURGE_QUEUE, `purge:${f.entryId}:${deletedAt}`);
    expect(job?.state).toBe('queued');
    expect(Number(job!.run_at)).toBeGreaterThanOrEqual(Date.now() + UNDO_WINDOW_MS - 5_000);

    t.clock.now += UNDO_WINDOW_MS + 1;
    expect((await call(u, 'POST', `${J}/${f.entryId}/restore`)).status).toBe(410);
    // What the job runs when it comes due (its delay is real time; the test's clock moved instead).
    await purgeDeletedEntry(t.deps.db.kysely, u.id, f.entryId, deletedAt);
    const left = await rowsMentioning(t.deps.db, [f.entryId]);
    // Only the job queue's own records of the jobs that named it remain (ours, and pg-boss's `job` table
    // with its per-queue partitions), no learner data.
    expect(left.filter((l) => !/^(jobs|job|j[0-9a-f]{56})\./.test(l))).toEqual([]);
    expect(await count('assessments', u.id)).toBe(0);
    expect(await count('correction_states', u.id)).toBe(0);
    expect(await count('cards', u.id)).toBe(cards);
    expect((await call(u, 'POST', `${J}/${f.entryId}/restore`)).status).toBe(404);
  }, 120_000);

  it('a new entry for the day of a deleted one ends its undo and is stored', async () => {
    const u = await createSignedInUser(t);
    const call = caller(t);
    const date = String(Math.floor(Date.UTC(2026, 1, 3, 12) / 1000));
    const first = (await call(u, 'POST', `${J}/store/`, { date, content: 'First text.' })).json();
    expect((await call(u, 'DELETE', `${J}/${first.id}`)).status).toBe(204);
    const second = await call(u, 'POST', `${J}/store/`, { date, content: 'Second text.' });
    expect(second.status).toBe(200);
    expect((await call(u, 'POST', `${J}/${first.id}/restore`)).status).toBe(404);
    expect((await call(u, 'GET', `${J}/${second.json().id}`)).json().data.content).toBe('Second text.');
  }, 60_000);

  it('while its assessment job runs: the job is cancelled and writes nothing into the deleted entry', async () => {
    const call = caller(t);
    const u = await createSignedInUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const date = String(Math.floor(Date.UTC(2026, 0, 10 + i) / 1000));
      const entry = (
        await call(u, 'POST', `${J}/store/`, { date, content: 'I has went to the store and buyed a apple.' })
      ).json();
      ids.push(entry.id);
      expect((await call(u, 'POST', `${J}/${entry.id}/assess`)).status).toBe(202);
      // Delete at different moments of the job: before it is claimed, and while it runs.
      await new Promise((r) => setTimeout(r, i * 40));
      expect((await call(u, 'DELETE', `${J}/${entry.id}`)).status).toBe(204);
    }
    // Let every assessment and module job end (done, cancelled or stopped at its guard).
    const end = Date.now() + 20_000;
    for (;;) {
      const open = await t.deps.db.kysely
        .selectFrom('jobs')
        .select('id')
        .where('user_id', '=', u.id)
        .where('queue', '!=', PURGE_QUEUE)
        .where('state', 'in', ['queued', 'running'])
        .execute();
      if (!open.length || Date.now() > end) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    // An offline analysis can finish before the DELETE arrives: that entry was analysed while it existed and
    // keeps its result (hidden until the purge). Every entry whose analysis the DELETE met must have nothing.
    const db = t.deps.db.kysely;
    const states = await db
      .selectFrom('journal_entries')
      .select(['id', 'analysis_state'])
      .where('user_id', '=', u.id)
      .execute();
    const cancelled = states.filter((e) => e.analysis_state !== 'analyzed').map((e) => e.id);
    expect(states.every((e) => e.analysis_state === null || e.analysis_state === 'analyzed')).toBe(true);
    const rowsOf = async (table: 'assessments' | 'exercise_sessions', entryIds: string[]) =>
      entryIds.length
        ? (
            await db
              .selectFrom(table)
              .select('journal_entry_id')
              .where('journal_entry_id', 'in', entryIds)
              .execute()
          ).length
        : 0;
    expect(await rowsOf('assessments', cancelled)).toBe(0);
    expect(await rowsOf('exercise_sessions', cancelled)).toBe(0);
    const sessionIds = (
      await db.selectFrom('exercise_sessions').select('id').where('user_id', '=', u.id).execute()
    ).map((r) => r.id);
    const orphanModules = await db
      .selectFrom('exercise_modules')
      .select('id')
      .where('user_id', '=', u.id)
      .$if(sessionIds.length > 0, (q) => q.where('session_id', 'not in', sessionIds))
      .execute();
    expect(orphanModules).toEqual([]);
    // Undone, an entry whose analysis was cancelled is back as not analysed, never stuck "analysing".
    for (const id of cancelled) {
      const back = await call(u, 'POST', `${J}/${id}/restore`);
      expect(back.status).toBe(200);
      expect(back.json().analysis_state).toBeNull();
    }
    // The first DELETE follows its 202 at once: at least that analysis is met by the deletion.
    expect(cancelled.length).toBeGreaterThan(0);
  }, 60_000);
});
