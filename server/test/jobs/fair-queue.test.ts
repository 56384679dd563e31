import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLimiter } from '../../src/ai/limiter.js';
import { createJobQueue } from '../../src/jobs/create.js';
import type { JobQueue } from '../../src/jobs/queue.js';
import { ENGINES, createTestDb, type TestDb } from '../support/engines.js';
import { until } from '../support/until.js';

// Fair queue (decision 134): one user's burst must not hold back another user's job, and an interactive job
// (an assessment) must not wait behind background jobs (exercise modules) for the model.
describe.each(ENGINES)('fair job queue on %s', (engine) => {
  let t: TestDb;
  let q: JobQueue;

  beforeEach(async () => {
    t = await createTestDb(engine);
    q = createJobQueue(t.db, { databaseUrl: t.config.databaseUrl, pollMs: 20 });
  });
  afterEach(async () => {
    await q.stop(100);
    await t.dispose();
  });

  it("starts user B's one job before most of user A's 50 queued jobs", async () => {
    const started: string[] = [];
    q.define<{ user: string }>({
      name: 'module',
      concurrency: 1,
      handler: async ({ payload }) => void started.push(payload.user),
    });
    for (let i = 0; i < 50; i++) await q.enqueue('module', { user: 'A' }, { userId: 'user-a' });
    await q.enqueue('module', { user: 'B' }, { userId: 'user-b' });
    q.start();
    await until(() => started.includes('B'));
    // Round-robin by user: A's first job, then B's; FIFO would run all 50 of A's first.
    expect(started.indexOf('B')).toBeLessThanOrEqual(2);
  });

  it('an assessment job overtakes queued module jobs at the model', async () => {
    const model = createLimiter(1);
    const calls: string[] = [];
    const finishers: Array<() => void> = [];
    const callModel = (what: string, signal: AbortSignal) =>
      model.run(async () => {
        calls.push(what);
        await new Promise<void>((r) => finishers.push(r));
      }, signal);
    q.define<{ n: number }>({
      name: 'module',
      concurrency: 4,
      handler: ({ payload, signal }) => callModel(`module ${payload.n}`, signal),
    });
    q.define({
      name: 'assessment',
      lane: 'interactive',
      concurrency: 2,
      handler: ({ signal }) => callModel('assessment', signal),
    });
    for (let n = 0; n < 20; n++) await q.enqueue('module', { n }, { userId: 'user-a' });
    q.start();
    await until(() => model.active === 1 && model.waiting === 3); // four modules hold or wait for the model
    await q.enqueue('assessment', {}, { userId: 'user-b' });
    await until(() => model.waiting === 4);
    finishers.shift()!(); // the model finishes one call: who goes next?
    await until(() => calls.length === 2);
    expect(calls[1]).toBe('assessment');
    while (finishers.length) finishers.shift()!();
  });
});
