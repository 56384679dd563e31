import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startFakeLlm } from '../support/fake-llm.js';
import {
  addWords,
  api,
  createSession,
  insertUser,
  jobsOfSession,
  sessionStatus,
  type FaultUser,
} from './support/calls.js';
import { baseEnv, openShared, signal, startProcess, step, until, type Proc } from './support/cluster.js';
import { answerModules, requestsFor } from './support/model.js';
import { fakeModelEnv, faultDataDir } from './support/suite.js';

const WRITERS = 8;
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2001, 0, 1);

interface Entry {
  id: string;
  data: { content: string };
  day: string;
}

describe('SQLite: the API process killed (SIGKILL) while saving entries', () => {
  const dataDir = faultDataDir();

  it('after a restart, every save that was answered 200 is there with its exact content', async () => {
    const env = baseEnv({ dataDir });
    const first = await startProcess('api', 'api-sqlite', env);
    const shared = openShared({ sqliteFile: join(dataDir, 'inkwell.sqlite') });
    const user = await insertUser(shared, env);
    await shared.close();

    const acked = new Map<string, { id: string; content: string }>();
    let nextDay = 0;
    let sent = 0;
    let clientErrors = 0;
    let stop = false;
    // Each writer saves a new day's entry after another; the content is unique and checked later.
    const writer = async () => {
      while (!stop) {
        const day = nextDay++;
        const date = (FIRST_DAY + day * DAY_MS) / 1000;
        const content = `Día ${day}: ${randomBytes(24).toString('base64url')} — ñandú, café.`;
        sent += 1;
        try {
          const r = await api<Entry>(first, user, 'POST', '/documents/journal/store/', {
            date: String(date),
            content,
            time_zone: 'UTC',
          });
          if (r.status === 200) acked.set(r.json.day, { id: r.json.id, content });
          else throw new Error(`unexpected ${r.status} ${JSON.stringify(r.json)}`);
        } catch (e) {
          if (first.alive() && !String(e).includes('fetch failed')) throw e;
          clientErrors += 1; // the process died with this request in flight: not acknowledged
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    await waitForAcks(() => acked.size, 300);
    signal(first, 'SIGKILL');
    const exit = await first.exited;
    stop = true;
    await Promise.all(writers);
    step(
      `${WRITERS} clients saved entries for distinct days; SIGKILL after ${acked.size} acknowledged saves (exit signal ${exit.signal}); ${sent} sent, ${clientErrors} cut off`,
    );
    expect(exit.signal).toBe('SIGKILL');

    const second = await startProcess('api', 'api-sqlite-restarted', env);
    step('restarted the API on the same DATA_DIR');
    const missing = await checkAll(second, user, acked);
    expect(missing).toEqual([]);
    step(
      `checked: all ${acked.size} acknowledged entries read back through the API with their exact content`,
    );
  });
});

describe('SQLite: the API process killed (SIGKILL) while it runs a job', () => {
  const dataDir = faultDataDir();

  it('after a restart, the job it had claimed runs again at once, not after its lease', async () => {
    const llm = await startFakeLlm();
    // The first model call hangs (the process dies during it); every later one answers at once.
    answerModules(llm, (_word, nth) => (nth === 1 ? 600_000 : 0));
    const env = { ...baseEnv({ dataDir }), ...fakeModelEnv(llm.baseUrl), AI_TIMEOUT_MS: '600000' };
    const shared = openShared({ sqliteFile: join(dataDir, 'inkwell.sqlite') });
    try {
      const first = await startProcess('api', 'api-sqlite-job', env);
      const user = await insertUser(shared, env);
      const sessionId = await createSession(first, user, await addWords(first, user, ['colgado']));
      const claimed = await until('the module job to be claimed and its model call made', async () => {
        const [job] = (await jobsOfSession(shared, sessionId)).jobs;
        return job?.state === 'running' && requestsFor(llm, 'colgado').length === 1 && job;
      });
      signal(first, 'SIGKILL');
      await first.exited;
      const leaseLeftMs = claimed.locked_until! - Date.now();
      step(
        `SIGKILL while the job ran; its lease (default JOB_LEASE_MS) had ${Math.round(leaseLeftMs / 1000)} s left`,
      );
      expect(leaseLeftMs).toBeGreaterThan(60_000);

      const restartedAt = Date.now();
      const second = await startProcess('api', 'api-sqlite-job-restarted', env);
      const ready = await until(
        'the session to be ready',
        async () => {
          const status = await sessionStatus(second, user, sessionId);
          return status.status === 'ready' && status;
        },
        60_000,
      );
      const tookMs = Date.now() - restartedAt;
      const [job] = (await jobsOfSession(shared, sessionId)).jobs;
      step(
        `restarted: the job ran again and the session was ready ${(tookMs / 1000).toFixed(1)} s after the restart (attempts ${job?.attempts})`,
      );
      expect(ready).toMatchObject({ modules_ready: 1, modules_total: 1 });
      expect(job).toMatchObject({ state: 'done', attempts: 2 });
      expect(job?.locked_by).not.toBe(claimed.locked_by);
      // Before the fix it waited out the lease: claimed again only once `leaseLeftMs` had passed.
      expect(tookMs).toBeLessThan(leaseLeftMs - 30_000);
    } finally {
      await shared.close();
      await llm.close();
    }
  });
});

async function waitForAcks(count: () => number, target: number): Promise<void> {
  const end = Date.now() + 30_000;
  while (count() < target && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  if (count() < target) throw new Error(`only ${count()} saves acknowledged in 30 s`);
}

/** Reads each acknowledged entry back; returns the days that are missing or differ. */
async function checkAll(
  proc: Proc,
  user: FaultUser,
  acked: Map<string, { id: string; content: string }>,
): Promise<string[]> {
  const bad: string[] = [];
  for (const [day, saved] of acked) {
    const r = await api<Entry>(proc, user, 'GET', `/documents/journal/${saved.id}`);
    if (r.status !== 200 || r.json.data.content !== saved.content || r.json.day !== day) bad.push(day);
  }
  return bad;
}
