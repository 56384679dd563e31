import { describe, expect, it } from 'vitest';
import { migrations } from '../../src/db/migrations/index.js';
import { MODULE_QUEUE } from '../../src/exercises/service.js';
import { addWords, createSession, insertUser, sessionStatus } from './support/calls.js';
import { startProcess, step, until } from './support/cluster.js';
import { answerModules, requestsFor } from './support/model.js';
import { postgresFaultSuite } from './support/suite.js';

describe('scale-out: two API processes and two workers on one PostgreSQL database', () => {
  const suite = postgresFaultSuite();

  it('sessions made on API 1, polled on API 2: every module generated once, none lost', async () => {
    const { llm } = suite;
    answerModules(llm, () => 400);
    const env = suite.env({ EXERCISE_MODULE_CONCURRENCY: '2' });
    // All four start at once on an empty database: their migrations race.
    const [api1, api2, w1, w2] = await Promise.all([
      startProcess('api', 'api-1', { ...env, JOBS_IN_PROCESS: 'false' }),
      startProcess('api', 'api-2', { ...env, JOBS_IN_PROCESS: 'false' }),
      startProcess('worker', 'worker-1', env),
      startProcess('worker', 'worker-2', env),
    ]);
    step('started api-1, api-2 (JOBS_IN_PROCESS=false), worker-1, worker-2 at once on an empty database');
    const shared = suite.openShared();
    const applied = await shared.kysely
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(applied).toHaveLength(Object.keys(migrations).length);
    step(`checked: the racing migrations applied each of ${applied.length} migrations exactly once`);

    const user = await insertUser(shared, env);
    const words = Array.from({ length: 12 }, (_, i) => `palabra${i}`);
    const sessions: string[] = [];
    for (let s = 0; s < 3; s++) {
      const ids = await addWords(api1!, user, words.slice(s * 4, s * 4 + 4));
      sessions.push(await createSession(api1!, user, ids));
    }
    step('created 3 sessions × 4 concepts through api-1 (12 module jobs, the model answers in 400 ms)');

    const seen = new Set<string>();
    await until(
      'every session ready (polled on api-2)',
      async () => {
        const all = await Promise.all(sessions.map((id) => sessionStatus(api2!, user, id)));
        all.forEach((s) => seen.add(`${s.status} ${s.modules_ready}/${s.modules_total}`));
        return all.every((s) => s.status === 'ready') && all;
      },
      90_000,
    );
    step(`polled api-2 until all ready; statuses seen: ${[...seen].sort().join(', ')}`);
    for (const id of sessions) {
      const [a, b] = await Promise.all([sessionStatus(api1!, user, id), sessionStatus(api2!, user, id)]);
      expect(a).toEqual(b);
      expect(b).toMatchObject({ status: 'ready', modules_ready: 4, modules_total: 4 });
    }
    step('checked: api-1 and api-2 answer the same status for each session (ready, 4/4)');

    for (const w of words) expect(requestsFor(llm, w), w).toHaveLength(1);
    step(
      `checked: the model was asked exactly once per module (${llm.requests.length} requests, 12 modules)`,
    );
    // Module jobs only: the worker processes also run the mail tick (its own queue).
    const jobs = await shared.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('queue', '=', MODULE_QUEUE)
      .execute();
    expect(jobs).toHaveLength(12);
    expect(jobs.every((j) => j.state === 'done' && j.attempts === 1)).toBe(true);
    const byWorker = new Map<string, number>();
    for (const j of jobs) byWorker.set(j.locked_by ?? '?', (byWorker.get(j.locked_by ?? '?') ?? 0) + 1);
    expect([...byWorker.keys()].sort()).toEqual([w1!.workerId, w2!.workerId].sort());
    const modules = await shared.kysely.selectFrom('exercise_modules').selectAll().execute();
    expect(modules.filter((m) => m.status === 'ready' && m.data !== null)).toHaveLength(12);
    step(
      `checked: 12 jobs done on their first attempt, split between both workers (${[...byWorker.values()].join(' + ')}), 12 modules stored`,
    );
  });
});
