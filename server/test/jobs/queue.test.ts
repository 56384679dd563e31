import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobQueue } from '../../src/jobs/create.js';
import { PgBossJobQueue } from '../../src/jobs/pg-boss-queue.js';
import { PermanentJobError, TableJobQueue, type JobQueue } from '../../src/jobs/queue.js';
import { ENGINES, createTestDb, type TestDb } from '../support/engines.js';
import { until } from '../support/until.js';

const IMPLEMENTATION = { sqlite: TableJobQueue, postgres: PgBossJobQueue } as const;

describe.each(ENGINES)('durable job queue on %s', (engine) => {
  let t: TestDb;
  const queues: JobQueue[] = [];
  const newQueue = () => {
    const q = createJobQueue(t.db, { databaseUrl: t.config.databaseUrl, pollMs: 20 });
    queues.push(q);
    return q;
  };
  const rowOf = (id: string) =>
    t.db.kysely.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const stateOf = async (id: string) => (await rowOf(id)).state;
  /** PostgreSQL: the job's row in pg-boss's own job table (in the test's schema). */
  const bossJob = async (id: string) => {
    const { rows } = await sql<{ state: string; retry_count: number; output: { worker?: string } | null }>`
      select state, retry_count, output from ${sql.id(t.db.schema!, 'job')} where id = ${id}::uuid`.execute(
      t.db.kysely,
    );
    return rows[0];
  };

  beforeEach(async () => {
    t = await createTestDb(engine);
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop(100)));
    await t.dispose();
  });

  it(`runs a job once and marks it done (${IMPLEMENTATION[engine].name})`, async () => {
    const q = newQueue();
    expect(q).toBeInstanceOf(IMPLEMENTATION[engine]);
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
    expect(await rowOf(id)).toMatchObject({ attempts: 1, locked_by: q.workerId });
    if (engine === 'postgres') {
      expect(await bossJob(id)).toMatchObject({ state: 'completed', output: { worker: q.workerId } });
    }
  });

  it('is idempotent per key: a second enqueue returns the first job, also after it finished', async () => {
    const q = newQueue();
    const a = await q.enqueue('x', { n: 1 }, { key: 'entry-1' });
    const b = await q.enqueue('x', { n: 2 }, { key: 'entry-1' });
    expect(a.created).toBe(true);
    expect(b).toEqual({ id: a.id, created: false });
    q.define({ name: 'x', concurrency: 1, handler: async () => {} });
    q.start();
    await until(async () => (await stateOf(a.id)) === 'done');
    expect(await q.enqueue('x', { n: 3 }, { key: 'entry-1' })).toEqual({ id: a.id, created: false });
    expect((await q.getByKey('x', 'entry-1'))?.payload).toBe('{"n":1}');
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
    expect((await rowOf(id)).attempts).toBe(3);
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
    expect(await rowOf(id)).toMatchObject({ state: 'failed', attempts: 2, last_error: 'model answered 503' });
    await new Promise((r) => setTimeout(r, 200));
    expect(failures).toEqual(['model answered 503']);
    if (engine === 'postgres') expect((await bossJob(id))?.state).toBe('failed');
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

  it('cancels a queued job: it never runs', async () => {
    const q = newQueue();
    let ran = 0;
    q.define({ name: 'later', concurrency: 1, handler: async () => void (ran += 1) });
    const { id } = await q.enqueue('later', {}, { key: 'k' });
    expect(await q.cancel('later', 'k')).toBe(true);
    expect(await q.cancel('later', 'k')).toBe(false);
    q.start();
    await new Promise((r) => setTimeout(r, 300));
    expect(ran).toBe(0);
    expect(await stateOf(id)).toBe('cancelled');
    if (engine === 'postgres') expect((await bossJob(id))?.state).toBe('cancelled');
  });

  /** Defines `name` as a job that runs until its signal aborts; the answer tells whether it has. */
  const defineUntilAborted = (q: ReturnType<typeof newQueue>, name: string) => {
    let aborted = false;
    q.define({
      name,
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
    return () => aborted;
  };

  it('cancels a running job: its signal aborts and it stays cancelled', async () => {
    const q = newQueue();
    const aborted = defineUntilAborted(q, 'slow');
    q.start();
    const { id } = await q.enqueue('slow', {}, { key: 'k' });
    await until(async () => (await stateOf(id)) === 'running');
    expect(await q.cancel('slow', 'k')).toBe(true);
    await until(aborted);
    await until(() => q.inFlight === 0);
    expect(await stateOf(id)).toBe('cancelled');
  });

  it('a cancel from another process aborts the running handler at its next heartbeat', async () => {
    const [worker, api] = [newQueue(), newQueue()];
    const aborted = defineUntilAborted(worker, 'remote');
    worker.start();
    const { id } = await api.enqueue('remote', {}, { key: 'k' });
    await until(async () => (await stateOf(id)) === 'running');
    expect(await api.cancel('remote', 'k')).toBe(true);
    await until(aborted, 2000);
    expect(await stateOf(id)).toBe('cancelled');
  });

  it('heartbeats keep a job longer than its lease with its worker: run once, not taken over', async () => {
    const runs: string[] = [];
    for (const q of [newQueue(), newQueue()]) {
      q.define({
        name: 'long-lease',
        concurrency: 1,
        leaseMs: 300,
        handler: async () => {
          runs.push(q.workerId);
          await new Promise((r) => setTimeout(r, 1500));
        },
      });
    }
    const { id } = await queues[0]!.enqueue('long-lease', {});
    queues.forEach((q) => q.start());
    await until(async () => (await stateOf(id)) === 'done');
    expect(runs).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ attempts: 1, locked_by: runs[0] });
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
    if (engine === 'postgres') {
      await sql`update ${sql.id(t.db.schema!, 'job')} set state = 'active',
          started_on = now() - interval '1 minute', expire_in = interval '1 second',
          output = '{"worker": "dead-worker"}'
        where id = ${id}::uuid`.execute(t.db.kysely);
    }
    let ran = 0;
    q.define({ name: 'lease', concurrency: 1, handler: async () => void (ran += 1) });
    q.start();
    await until(async () => (await stateOf(id)) === 'done');
    expect(ran).toBe(1);
    expect(await rowOf(id)).toMatchObject({ attempts: 2, locked_by: q.workerId });
  });

  it('hands unfinished jobs back on stop; another worker takes them at once', async () => {
    const q = newQueue();
    q.define({ name: 'long', concurrency: 1, handler: () => new Promise<void>(() => {}) });
    q.start();
    const { id } = await q.enqueue('long', {});
    await until(async () => (await stateOf(id)) === 'running');
    await q.stop(50);
    expect(await rowOf(id)).toMatchObject({ state: 'queued', locked_by: null, attempts: 0 });
    if (engine === 'postgres') expect((await bossJob(id))?.state).toBe('created');
    const next = newQueue();
    next.define({ name: 'long', concurrency: 1, handler: async () => {} });
    const handedAt = Date.now();
    next.start();
    await until(async () => (await stateOf(id)) === 'done', 2000);
    expect(Date.now() - handedAt).toBeLessThan(1500);
    expect(await rowOf(id)).toMatchObject({ attempts: 1, locked_by: next.workerId });
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
