import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../src/jobs/types.js';
import {
  addVocab,
  createSignedInUser,
  createTestApp,
  storeEntry,
  type TestApp,
  type TestUser,
} from '../support/app.js';
import { ENGINES } from '../support/engines.js';

/**
 * Jobs are stored in the transaction that creates the rows they work on (decision 227). The queue is
 * made to fail right after it stored the job — as a process killed between the job's insert and the
 * commit would — and nothing may be left waiting for a job that does not exist.
 */
describe.each(ENGINES)('jobs enqueued in their rows’ transaction on %s', (engine) => {
  let t: TestApp;
  let user: TestUser;
  let realEnqueue: JobQueue['enqueue'];

  beforeEach(async () => {
    t = await createTestApp(engine, {}, { startJobs: false });
    user = await createSignedInUser(t);
    realEnqueue = t.deps.jobs.enqueue.bind(t.deps.jobs);
  });
  afterEach(() => t.dispose());

  /** The queue stores the job, then fails (the caller's transaction must then undo both). */
  const breakQueueAfterInsert = () => {
    t.deps.jobs.enqueue = async (...args: Parameters<JobQueue['enqueue']>) => {
      await realEnqueue(...args);
      throw new Error('the queue went away');
    };
  };
  const restoreQueue = () => {
    t.deps.jobs.enqueue = realEnqueue;
  };
  const jobRows = () => t.deps.db.kysely.selectFrom('jobs').selectAll().execute();
  const modulesGenerating = () =>
    t.deps.db.kysely.selectFrom('exercise_modules').select('id').where('status', '=', 'generating').execute();

  it('a deck session whose module jobs cannot be queued leaves no module generating and no job', async () => {
    const a = await addVocab(t, user, 'gato', 'cat');
    const b = await addVocab(t, user, 'perro', 'dog');
    breakQueueAfterInsert();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/exercises/sessions',
      headers: user.headers,
      payload: { concept_ids: [a.conceptId, b.conceptId] },
    });
    expect(res.statusCode).toBe(500);
    expect(await modulesGenerating()).toEqual([]);
    expect(await t.deps.db.kysely.selectFrom('exercise_sessions').select('id').execute()).toEqual([]);
    expect(await jobRows()).toEqual([]);

    // With the queue back, the same request works and every module has its job.
    restoreQueue();
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/exercises/sessions',
      headers: user.headers,
      payload: { concept_ids: [a.conceptId, b.conceptId] },
    });
    expect(ok.statusCode).toBe(201);
    expect((await modulesGenerating()).length).toBe(2);
    expect((await jobRows()).length).toBe(2);
  });

  it('an analysis whose job cannot be queued leaves the entry editable and no assessment running', async () => {
    const entry = await storeEntry(t, user, 'Hoy fui al mercado y compré manzanas.');
    breakQueueAfterInsert();
    const url = `/api/documents/journal/${entry.id}/assess`;
    const res = await t.app.inject({ method: 'POST', url, headers: user.headers });
    expect(res.statusCode).toBe(500);
    const row = await t.deps.db.kysely
      .selectFrom('journal_entries')
      .select('analysis_state')
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(row.analysis_state).toBeNull();
    expect(await t.deps.db.kysely.selectFrom('assessments').select('status').execute()).toEqual([]);
    expect(await jobRows()).toEqual([]);

    // The learner asks again once the queue is back: the analysis starts, with its job.
    restoreQueue();
    const again = await t.app.inject({ method: 'POST', url, headers: user.headers });
    expect(again.statusCode).toBe(202);
    expect(await t.deps.db.kysely.selectFrom('assessments').select('status').execute()).toEqual([
      { status: 'analyzing' },
    ]);
    expect((await jobRows()).map((j) => j.queue)).toEqual(['assessment']);
  });

  it('a deletion whose purge cannot be scheduled leaves the entry as it was', async () => {
    const entry = await storeEntry(t, user, 'Hoy fui al mercado.');
    breakQueueAfterInsert();
    const url = `/api/documents/journal/${entry.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: user.headers })).statusCode).toBe(500);
    const read = await t.app.inject({ method: 'GET', url, headers: user.headers });
    expect(read.statusCode).toBe(200);
    expect(await jobRows()).toEqual([]);

    restoreQueue();
    expect((await t.app.inject({ method: 'DELETE', url, headers: user.headers })).statusCode).toBe(204);
    expect((await jobRows()).map((j) => j.queue)).toEqual(['entry-purge']);
    expect((await t.app.inject({ method: 'GET', url, headers: user.headers })).statusCode).toBe(404);
  });
});
