import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JobQueue, PermanentJobError } from '../../src/jobs/queue.js';
import { ENGINES, createTestDb, type TestDb } from '../support/engines.js';

const until = async (cond: () => Promise<boolean> | boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.each(ENGINES)('durable job queue on %s', (engine) => {
  let t: TestDb;
  const queues: JobQueue[] = [];
  const newQueue = () => {
    const q = new JobQueue(t.db, { pollMs: 20 });
    queues.push(q);
    return q;
  };
  const stateOf = async (id: string) =>
    (await t.db.kysely.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).state;

  beforeEach(async () => {
    t = await createTestDb(engine);
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop(100)));
    await t.dispose();
  });

  it('runs a job once and marks it done', async () => {
    const q = newQueue();
    const seen: number[] = [];
    q.define<{ n: number }>({
      name: 'sum',
      concurrency: 2,
      handler: async (j) => void seen.push(j.payload.n),
    });
    q.start();
    const { id } = await q.enqueue('sum', { n: 7 });
    await until(async () => (await stateOf(id)) === 'done');
    expect(seen).toEqual([7]);
  });

  it('is idempotent per key: a second enqueue returns the first job', async () => {
    const q = newQueue();
    const a = await q.enqueue('x', { n: 1 }, { key: 'entry-1' });
    const b = await q.enqueue('x', { n: 2 }, { key: 'entry-1' });
    expect(a.created).toBe(true);
    expect(b).toEqual({ id: a.id, created: false });
  });

  it('retries with backoff, then succeeds', async () => {
    const q = newQueue();
    let calls = 0;
    q.define({
      name: 'flaky',
      concurrency: 1,
      backoffBaseMs: 10,
      handler: async () => {
        calls += 1;
        if (calls < 3) throw new Error(`boom ${calls}`);
      },
    });
    q.start();
    const { id } = await q.enqueue('flaky', {});
    await until(async () => (await stateOf(id)) === 'done');
    expect(calls).toBe(3);
  });

  it('fails for good after the last attempt and reports the reason once', async () => {
    const q = newQueue();
    const failures: string[] = [];
    q.define({
      name: 'bad',
      concurrency: 1,
      maxAttempts: 2,
      backoffBaseMs: 10,
      handler: async () => {
        throw new Error('model answered 503');
      },
      onFailed: async (j) => void failures.push(j.error),
    });
    q.start();
    const { id } = await q.enqueue('bad', {});
    await until(() => failures.length > 0);
    expect(await stateOf(id)).toBe('failed');
    expect(failures).toEqual(['model answered 503']);
  });

  it('does not retry a permanent error', async () => {
    const q = newQueue();
    let calls = 0;
    q.define({
      name: 'perm',
      concurrency: 1,
      handler: async () => {
        calls += 1;
        throw new PermanentJobError('invalid input');
      },
    });
    q.start();
    const { id } = await q.enqueue('perm', {});
    await until(async () => (await stateOf(id)) === 'failed');
    expect(calls).toBe(1);
  });

  it('cancels a running job: its signal aborts and it stays cancelled', async () => {
    const q = newQueue();
    let aborted = false;
    q.define({
      name: 'slow',
      concurrency: 1,
      leaseMs: 150,
      handler: (j) =>
        new Promise<void>((_resolve, reject) => {
          j.signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        }),
    });
    q.start();
    const { id } = await q.enqueue('slow', {}, { key: 'k' });
    await until(async () => (await stateOf(id)) === 'running');
    expect(await q.cancel('slow', 'k')).toBe(true);
    await until(() => aborted);
    await until(() => q.inFlight === 0);
    expect(await stateOf(id)).toBe('cancelled');
  });

  it("takes back a crashed worker's job after its lease", async () => {
    const q = newQueue();
    const { id } = await q.enqueue('lease', { n: 1 });
    // A worker that claimed the job and died: running, lease already over.
    await t.db.kysely
      .updateTable('jobs')
      .set({ state: 'running', attempts: 1, locked_by: 'dead-worker', locked_until: Date.now() - 1 })
      .where('id', '=', id)
      .execute();
    let ran = 0;
    q.define({ name: 'lease', concurrency: 1, handler: async () => void (ran += 1) });
    q.start();
    await until(async () => (await stateOf(id)) === 'done');
    expect(ran).toBe(1);
  });

  it('hands unfinished jobs back on stop', async () => {
    const q = newQueue();
    q.define({ name: 'long', concurrency: 1, handler: () => new Promise<void>(() => {}) });
    q.start();
    const { id } = await q.enqueue('long', {});
    await until(async () => (await stateOf(id)) === 'running');
    await q.stop(50);
    const row = await t.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'queued', locked_by: null, attempts: 0 });
  });

  it('two workers on one database run each job exactly once', async () => {
    const runs = new Map<number, number>();
    for (const q of [newQueue(), newQueue()]) {
      q.define<{ n: number }>({
        name: 'shared',
        concurrency: 3,
        handler: async (j) => {
          runs.set(j.payload.n, (runs.get(j.payload.n) ?? 0) + 1);
          await new Promise((r) => setTimeout(r, 5));
        },
      });
    }
    const producer = queues[0]!;
    const ids = await Promise.all(Array.from({ length: 30 }, (_, n) => producer.enqueue('shared', { n })));
    queues.forEach((q) => q.start());
    await until(async () => {
      const done = await t.db.kysely.selectFrom('jobs').select('id').where('state', '=', 'done').execute();
      return done.length === ids.length;
    });
    expect([...runs.values()].every((c) => c === 1)).toBe(true);
    expect(runs.size).toBe(30);
  });
});
