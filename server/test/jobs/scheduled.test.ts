import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobQueue } from '../../src/jobs/create.js';
import type { JobQueue } from '../../src/jobs/queue.js';
import { startRecurring, TICK_KEEP_MS } from '../../src/jobs/recurring.js';
import { ENGINES, createTestDb, type TestDb } from '../support/engines.js';
import { until } from '../support/until.js';

describe.each(ENGINES)('scheduled and recurring jobs on %s', (engine) => {
  let t: TestDb;
  const queues: JobQueue[] = [];
  const stops: (() => void)[] = [];
  const newQueue = () => {
    const q = createJobQueue(t.db, { databaseUrl: t.config.databaseUrl, pollMs: 20 });
    queues.push(q);
    return q;
  };
  const jobsOf = (queue: string) =>
    t.db.kysely.selectFrom('jobs').selectAll().where('queue', '=', queue).orderBy('run_at').execute();

  beforeEach(async () => {
    t = await createTestDb(engine);
  });
  afterEach(async () => {
    stops.splice(0).forEach((s) => s());
    await Promise.all(queues.splice(0).map((q) => q.stop(100)));
    await t.dispose();
  });

  it('runs a job at instant T, once, though two workers both schedule it', async () => {
    const [a, b] = [newQueue(), newQueue()];
    const runs: { worker: string; at: number }[] = [];
    for (const q of [a, b]) {
      q.define({
        name: 'at',
        concurrency: 2,
        handler: async () => void runs.push({ worker: q.workerId, at: Date.now() }),
      });
      q.start();
    }
    const at = Date.now() + 400;
    const [first, second] = await Promise.all([
      a.enqueue('at', {}, { key: `at:${at}`, runAt: at }),
      b.enqueue('at', {}, { key: `at:${at}`, runAt: at }),
    ]);
    expect(first.id).toBe(second.id);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    await until(async () => (await jobsOf('at'))[0]?.state === 'done', 5000);
    await new Promise((r) => setTimeout(r, 200));
    expect(runs).toHaveLength(1);
    // pg-boss starts jobs at whole-second resolution at worst; never before T.
    expect(runs[0]!.at).toBeGreaterThanOrEqual(at);
  });

  it('ticks once per slot with a fake clock and two workers', async () => {
    let clock = Date.UTC(2026, 2, 29, 0, 0, 0);
    const slots: number[] = [];
    const ticks = [newQueue(), newQueue()].map((q) => {
      q.define<{ slot: number }>({
        name: 'tick',
        concurrency: 1,
        handler: async (j) => void slots.push(j.payload.slot),
      });
      q.start();
      const r = startRecurring(q, { queue: 'tick', everyMs: 60_000, now: () => clock });
      stops.push(r.stop);
      return r;
    });
    await Promise.all(ticks.map((r) => r.tick()));
    clock += 30_000; // same slot
    await Promise.all(ticks.map((r) => r.tick()));
    clock += 30_000; // next slot
    await Promise.all(ticks.map((r) => r.tick()));
    await until(
      async () => (await jobsOf('tick')).every((j) => j.state === 'done') && slots.length >= 2,
      5000,
    );
    await new Promise((r) => setTimeout(r, 200));
    const start = Date.UTC(2026, 2, 29, 0, 0, 0);
    expect(slots.sort()).toEqual([start, start + 60_000]);
    expect((await jobsOf('tick')).map((j) => j.key)).toEqual([`tick:${start}`, `tick:${start + 60_000}`]);
  });

  it('a tick purges its finished tick jobs older than a day, and nothing else', async () => {
    const q = newQueue();
    const clock = Date.UTC(2026, 2, 29, 12, 0, 0);
    const old = clock - TICK_KEEP_MS - 1;
    const recent = clock - TICK_KEEP_MS + 60_000;
    const rows: [queue: string, key: string, state: 'done' | 'failed' | 'queued', updatedAt: number][] = [
      ['tick', 'tick:1', 'done', old],
      ['tick', 'tick:2', 'failed', old],
      ['tick', 'tick:3', 'done', recent],
      ['tick', 'tick:4', 'queued', old], // not finished: its worker may still run it
      ['tick', 'export:1', 'done', old], // not a tick
      ['other', 'tick:1', 'done', old], // another queue's ticks are its own tick's to purge
    ];
    for (const [queue, key, state, updatedAt] of rows) {
      const { id } = await q.enqueue(queue, {}, { key, runAt: updatedAt });
      await t.db.kysely
        .updateTable('jobs')
        .set({ state, updated_at: updatedAt })
        .where('id', '=', id)
        .execute();
    }
    const r = startRecurring(q, { queue: 'tick', everyMs: 60_000, now: () => clock, db: t.db.kysely });
    stops.push(r.stop);
    await r.tick();
    const left = await t.db.kysely
      .selectFrom('jobs')
      .select(['queue', 'key'])
      .orderBy('queue')
      .orderBy('key')
      .execute();
    expect(left.map((j) => `${j.queue} ${j.key}`)).toEqual([
      'other tick:1',
      'tick export:1',
      `tick tick:${clock}`, // the slot this tick enqueued
      'tick tick:3',
      'tick tick:4',
    ]);
  });

  it("a worker killed mid-job: another runs the slot's job again, once, after the lease", async () => {
    const dead = newQueue();
    const { id } = await dead.enqueue('slot', {}, { key: 'tick:1', runAt: Date.now() });
    // The killed worker claimed the job and died without a word: running, its lease now over.
    await t.db.kysely
      .updateTable('jobs')
      .set({ state: 'running', attempts: 1, locked_by: 'killed-worker', locked_until: Date.now() - 1 })
      .where('id', '=', id)
      .execute();
    if (engine === 'postgres') {
      await sql`update ${sql.id(t.db.schema!, 'job')} set state = 'active',
          started_on = now() - interval '1 minute', expire_in = interval '1 second',
          output = '{"worker": "killed-worker"}'
        where id = ${id}::uuid`.execute(t.db.kysely);
    }
    const runs: string[] = [];
    for (const q of [newQueue(), newQueue()]) {
      q.define({ name: 'slot', concurrency: 1, handler: async () => void runs.push(q.workerId) });
      q.start();
      // Both survivors also try to schedule the slot again (a re-run after the crash): still one job.
      expect((await q.enqueue('slot', {}, { key: 'tick:1' })).created).toBe(false);
    }
    await until(async () => (await jobsOf('slot'))[0]?.state === 'done', 8000);
    await new Promise((r) => setTimeout(r, 300));
    expect(runs).toHaveLength(1);
    expect((await jobsOf('slot'))[0]).toMatchObject({ attempts: 2, locked_by: runs[0] });
  });
});
