import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.js';
import type { FakeLlm } from '../support/fake-llm.js';
import type { FaultUser } from './support/calls.js';
import { addWords, createSession, insertUser, jobsOfSession, sessionStatus } from './support/calls.js';
import { killAll, signal, startProcess, step, until, type Proc } from './support/cluster.js';
import { answerModules, requestsFor } from './support/model.js';
import { postgresFaultSuite } from './support/suite.js';

const LEASE_MS = 2000;
const GRACE_MS = 2000;
/** Time a process may take past its grace to hand jobs back, close the pool and exit. */
const EXIT_MARGIN_MS = 2500;

describe('workers killed or stopped during module jobs (PostgreSQL, separate processes)', () => {
  const suite = postgresFaultSuite();
  let llm: FakeLlm;
  let shared: Db;
  let apiProc: Proc;
  let user: FaultUser;
  let env: Record<string, string>;

  beforeAll(async () => {
    llm = suite.llm;
    env = suite.env({
      AI_TIMEOUT_MS: '60000',
      JOB_LEASE_MS: String(LEASE_MS),
      JOBS_STOP_GRACE_MS: String(GRACE_MS),
    });
    apiProc = await startProcess('api', 'api', { ...env, JOBS_IN_PROCESS: 'false' });
    shared = suite.openShared();
    user = await insertUser(shared, env);
  });
  afterEach(() => killAll([apiProc]));

  const waitReady = (sessionId: string) =>
    until(
      'the session to be ready',
      async () => {
        const s = await sessionStatus(apiProc, user, sessionId);
        if (s.status === 'failed') throw new Error(`session failed: ${s.failure_reason}`);
        return s.status === 'ready' && s;
      },
      30_000,
    );

  it('SIGKILL during a module job: the job is picked up again after its lease, the session completes', async () => {
    // First request per word hangs (the worker dies in it); a retry answers at once.
    const arrivals = answerModules(llm, (_w, nth) => (nth === 1 ? 60_000 : 200));
    const w1 = await startProcess('worker', 'worker-1', env);
    const words = ['matarA', 'matarB'];
    const sessionId = await createSession(apiProc, user, await addWords(apiProc, user, words));
    await until('worker-1 to be inside both model calls', async () =>
      words.every((w) => requestsFor(llm, w).length === 1),
    );
    const before = await jobsOfSession(shared, sessionId);
    expect(before.jobs.map((j) => [j.state, j.locked_by])).toEqual([
      ['running', w1.workerId],
      ['running', w1.workerId],
    ]);
    step(`worker-1 holds both module jobs (lease ${LEASE_MS} ms) and waits on the model`);
    const w2 = await startProcess('worker', 'worker-2', env);
    const killedAt = Date.now();
    signal(w1, 'SIGKILL');
    const exit = await w1.exited;
    step(`sent SIGKILL to worker-1 (exit signal ${exit.signal}); worker-2 is running`);

    const ready = await waitReady(sessionId);
    const retries = arrivals.filter((a) => a.nth === 2);
    expect(retries).toHaveLength(2);
    const pickups = retries.map((a) => a.at - killedAt);
    step(`worker-2 asked the model again ${pickups.map((ms) => `${ms} ms`).join(' and ')} after the kill`);
    // Not before the lease could have run out (last heartbeat ≤ lease/3 before the kill), not long after.
    for (const ms of pickups) {
      expect(ms).toBeGreaterThan(LEASE_MS - LEASE_MS / 3 - 200);
      expect(ms).toBeLessThan(LEASE_MS + 2500);
    }
    expect(ready).toMatchObject({ status: 'ready', modules_ready: 2, modules_total: 2 });
    const after = await jobsOfSession(shared, sessionId);
    expect(after.jobs.map((j) => [j.state, j.attempts, j.locked_by])).toEqual([
      ['done', 2, w2.workerId],
      ['done', 2, w2.workerId],
    ]);
    expect(after.modules.every((m) => m.status === 'ready')).toBe(true);
    step(
      'checked: pickup within the lease window, both jobs done by worker-2 on attempt 2, session ready 2/2',
    );
  });

  /** Starts worker `name` on a one-word session and sends it SIGTERM during the model call. */
  const sigtermDuringModelCall = async (name: string, word: string) => {
    const worker = await startProcess('worker', name, env);
    const sessionId = await createSession(apiProc, user, await addWords(apiProc, user, [word]));
    await until('the model call', async () => requestsFor(llm, word).length === 1);
    const sentAt = Date.now();
    signal(worker, 'SIGTERM');
    const exit = await worker.exited;
    return { sessionId, exit, took: exit.at - sentAt };
  };

  it('SIGTERM with a job that ends within the grace: it finishes, then the worker exits', async () => {
    answerModules(llm, () => 1000);
    const { sessionId, exit, took } = await sigtermDuringModelCall('worker-3', 'terminarA');
    step(`sent SIGTERM during a 1 s model call; worker-3 exited with code ${exit.code} after ${took} ms`);
    expect(exit.code).toBe(0);
    expect(took).toBeLessThan(GRACE_MS + EXIT_MARGIN_MS);
    const { jobs } = await jobsOfSession(shared, sessionId);
    expect(jobs.map((j) => [j.state, j.attempts])).toEqual([['done', 1]]);
    expect(await sessionStatus(apiProc, user, sessionId)).toMatchObject({ status: 'ready' });
    step('checked: exit 0 within grace + margin, the job done on attempt 1, the session ready');
  });

  it('SIGTERM with a job longer than the grace: handed back at the grace, another worker completes it', async () => {
    answerModules(llm, (_w, nth) => (nth === 1 ? 60_000 : 200));
    const { sessionId, exit, took } = await sigtermDuringModelCall('worker-4', 'devolverA');
    step(`sent SIGTERM during a 60 s model call; worker-4 exited with code ${exit.code} after ${took} ms`);
    expect(exit.code).toBe(0);
    expect(took).toBeGreaterThanOrEqual(GRACE_MS - 100);
    expect(took).toBeLessThan(GRACE_MS + EXIT_MARGIN_MS);
    const { jobs } = await jobsOfSession(shared, sessionId);
    expect(jobs.map((j) => [j.state, j.attempts, j.locked_by])).toEqual([['queued', 0, null]]);
    step('checked: exit 0 after the grace, the job queued again with its attempt not counted');

    const w5 = await startProcess('worker', 'worker-5', env);
    await waitReady(sessionId);
    const done = await jobsOfSession(shared, sessionId);
    expect(done.jobs.map((j) => [j.state, j.attempts, j.locked_by])).toEqual([['done', 1, w5.workerId]]);
    expect(requestsFor(llm, 'devolverA')).toHaveLength(2);
    step('checked: worker-5 took the handed-back job and completed it; the session is ready');
  });
});
