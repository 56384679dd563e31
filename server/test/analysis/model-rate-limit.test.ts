import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, storeEntry, type TestApp } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.js';
import { createModelTestApp } from '../support/model-module.js';
import { ASSESS_QUEUE } from '../../src/analysis/service.js';

const J = '/api/documents/journal';

/**
 * A rate-limited or overloaded model (429 + Retry-After, 503, 529) is waited out over minutes by
 * re-queuing the job with a delay (decision 153), not retried within two seconds and given up.
 */
describe.each(ENGINES)('assessment against a rate-limited model on %s', (engine) => {
  let t: TestApp;
  let llm: FakeLlm;

  beforeEach(async () => {
    llm = await startFakeLlm({ strict: true });
    t = await createModelTestApp(engine, llm, { AI_MAX_RETRIES: '2' });
  });
  afterEach(async () => {
    await t.dispose();
    await llm.close();
  });

  const cases: Array<[number, Record<string, string>, number]> = [
    [429, { 'retry-after': '90' }, 90_000],
    [503, {}, 24_000],
  ];
  for (const [status, headers, minDelayMs] of cases) {
    it(`${status}: the job is re-queued minutes later after one call; the entry stays in analysis`, async () => {
      llm.fallback = () => ({ status, headers });
      const user = await createSignedInUser(t);
      const entry = await storeEntry(t, user, 'Hola mundo.');
      const before = Date.now();
      await t.app.inject({ method: 'POST', url: `${J}/${entry.id}/assess`, headers: user.headers });
      let job: { state: string; run_at: number; attempts: number } | undefined;
      for (let i = 0; i < 200; i++) {
        await new Promise((r) => setTimeout(r, 50));
        job = await t.deps.db.kysely
          .selectFrom('jobs')
          .select(['state', 'run_at', 'attempts'])
          .where('queue', '=', ASSESS_QUEUE)
          .executeTakeFirst();
        if (job?.state === 'queued' && job.attempts === 1) break;
      }
      expect(job).toMatchObject({ state: 'queued', attempts: 1 });
      expect(Number(job!.run_at) - before).toBeGreaterThanOrEqual(minDelayMs);
      expect(llm.requests).toHaveLength(1);
      const body = (
        await t.app.inject({ method: 'GET', url: `${J}/${entry.id}/assessment`, headers: user.headers })
      ).json();
      expect(body.status).toBe('analyzing');
    });
  }
});
