import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeLlm } from '../support/fake-llm.js';
import { addWords, api, createSession, insertUser, jobsOfSession, sessionStatus } from './support/calls.js';
import { baseEnv, freePort, killAll, openShared, startProcess, step, until } from './support/cluster.js';
import { requestsFor } from './support/model.js';
import { fakeModelEnv } from './support/suite.js';

const dirs: string[] = [];
afterAll(async () => {
  await killAll();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** An API process with in-process workers on its own SQLite file, whose model is at `baseUrl`. */
async function startWithModelAt(name: string, baseUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-faults-'));
  dirs.push(dataDir);
  const env = {
    ...baseEnv({ dataDir }),
    ...fakeModelEnv(baseUrl),
    AI_MAX_RETRIES: '2',
    AI_TIMEOUT_MS: '2000',
  };
  const proc = await startProcess('api', name, env);
  const db = openShared({ sqliteFile: join(dataDir, 'inkwell.sqlite') });
  const user = await insertUser(db, env);
  return { proc, db, user };
}

const STACK_LINE = /\n\s+at |node_modules|\.ts:\d+/;

describe('the model endpoint down', () => {
  it('nothing listening: modules fail with a readable reason after retries; the API stays up', async () => {
    const deadPort = await freePort(); // free a moment ago, nothing listens there
    const { proc, db, user } = await startWithModelAt('api-no-model', `http://127.0.0.1:${deadPort}/v1`);
    const sessionId = await createSession(proc, user, await addWords(proc, user, ['caidoA', 'caidoB']));
    step(`created a 2-module session; the model URL points at port ${deadPort}, where nothing listens`);
    const failed = await until('the session to fail', async () => {
      const s = await sessionStatus(proc, user, sessionId);
      return s.status === 'failed' && s;
    });
    step(`session failed: "${failed.failure_reason}"`);
    expect(failed.failure_reason).toMatch(/^Module “caido[AB]” could not be generated: \S/);
    expect(failed.failure_reason).not.toMatch(STACK_LINE);
    // The other module's job ends too: failed for the same reason, or done without a model call once
    // its session had failed. None stays queued or running.
    const jobs = await until('both jobs to settle', async () => {
      const { jobs } = await jobsOfSession(db, sessionId);
      return jobs.every((j) => j.state === 'failed' || j.state === 'done') && jobs;
    });
    const failedJobs = jobs.filter((j) => j.state === 'failed');
    expect(failedJobs.length).toBeGreaterThan(0);
    for (const j of failedJobs) expect(j.last_error).toMatch(/could not be reached/);
    step(`jobs settled: ${jobs.map((j) => `${j.state} (attempts ${j.attempts})`).join(', ')}`);
    const health = await fetch(`${proc.url}/api/health`);
    expect(health.status).toBe(200);
    expect((await api(proc, user, 'GET', '/documents/journal/')).status).toBe(200);
    expect(proc.alive()).toBe(true);
    step('checked: readable reason without a stack, jobs failed with last_error, health 200, API answers');
    await db.close();
  });

  it('answering 503: the module job is re-queued minutes later after one request (decision 153)', async () => {
    const llm = await startFakeLlm();
    llm.fallback = () => ({ status: 503, body: { error: { message: 'overloaded' } } });
    try {
      const { proc, db, user } = await startWithModelAt('api-503', llm.baseUrl);
      const sessionId = await createSession(proc, user, await addWords(proc, user, ['sobrecargaA']));
      step('created a 1-module session; the model answers every request with 503');
      const started = Date.now();
      const job = await until('the job to be re-queued', async () => {
        const { jobs } = await jobsOfSession(db, sessionId);
        return jobs[0]?.state === 'queued' && jobs[0].attempts === 1 && jobs[0];
      });
      step(
        `job re-queued after ${llm.requests.length} model request(s), run_at in ${Number(job.run_at) - started} ms`,
      );
      // Overload lasts minutes: no in-process retries within seconds, the next try is ≥ 24 s away.
      expect(requestsFor(llm, 'sobrecargaA')).toHaveLength(1);
      expect(Number(job.run_at) - started).toBeGreaterThanOrEqual(24_000);
      expect((await sessionStatus(proc, user, sessionId)).status).toBe('generating');
      expect((await fetch(`${proc.url}/api/health`)).status).toBe(200);
      step('checked: 1 request, job queued minutes ahead, session still generating, health 200');
      await db.close();
    } finally {
      await llm.close();
    }
  });
});
