import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobQueue } from '../../src/jobs/create.js';
import type { JobQueue } from '../../src/jobs/queue.js';
import { ENGINES, createTestDb, type TestDb } from '../support/engines.js';
import { until } from '../support/until.js';

const POLL_MS = 20;
const IDLE_MAX_MS = 400;

/**
 * Decision 310: an idle queue polls less often, up to IDLE_MAX_MS apart; a job enqueued by another
 * process (a second queue on the same database, which cannot wake this one) still starts within that.
 */
describe.each(ENGINES)('idle job polling on %s', (engine) => {
  let t: TestDb;
  const queues: JobQueue[] = [];
  const newQueue = (idlePollMaxMs: number) => {
    const q = createJobQueue(t.db, { databaseUrl: t.config.databaseUrl, pollMs: POLL_MS, idlePollMaxMs });
    queues.push(q);
    return q;
  };

  beforeEach(async () => {
    t = await createTestDb(engine);
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop(100)));
    await t.dispose();
  });

  /** Claims the worker made while idle for `ms` (each poll claims once per defined queue). */
  async function claimsWhileIdle(idlePollMaxMs: number, ms: number): Promise<number> {
    const worker = newQueue(idlePollMaxMs);
    worker.define({ name: 'idle', concurrency: 1, handler: async () => {} });
    let claims = 0;
    const claim = (worker as unknown as { claim: (...a: unknown[]) => Promise<unknown[]> }).claim.bind(
      worker,
    );
    (worker as unknown as { claim: (...a: unknown[]) => Promise<unknown[]> }).claim = (...a) => {
      claims++;
      return claim(...a);
    };
    worker.start();
    await new Promise((r) => setTimeout(r, ms));
    return claims;
  }

  it('polls an idle queue far less often than its interval', async () => {
    // 2 s at 20 ms would be ~100 polls; backing off to 400 ms leaves a handful (20, 40, … 400, 400, …).
    expect(await claimsWhileIdle(IDLE_MAX_MS, 2000)).toBeLessThanOrEqual(14);
  });

  it('starts a job enqueued by another process within the idle bound, and at once for its own', async () => {
    const worker = newQueue(IDLE_MAX_MS);
    const started: Record<string, number> = {};
    worker.define<{ n: string }>({
      name: 'work',
      concurrency: 2,
      handler: async (j) => void (started[j.payload.n] = Date.now()),
    });
    worker.start();
    await new Promise((r) => setTimeout(r, 1500)); // fully backed off
    const other = newQueue(IDLE_MAX_MS); // never started: it only enqueues, as an API process would
    const sent = Date.now();
    await other.enqueue('work', { n: 'other' });
    await until(() => started.other !== undefined, 5000);
    // The bound, plus room for a loaded machine's claim and handler start.
    expect(started.other! - sent).toBeLessThanOrEqual(IDLE_MAX_MS + 600);

    await new Promise((r) => setTimeout(r, 1500));
    const own = Date.now();
    await worker.enqueue('work', { n: 'own' });
    await until(() => started.own !== undefined, 5000);
    expect(started.own! - own).toBeLessThan(IDLE_MAX_MS);
  });
});
