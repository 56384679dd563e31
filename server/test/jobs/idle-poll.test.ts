import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobQueue } from '../../src/jobs/create.js';
import type { JobQueue } from '../../src/jobs/queue.js';
import { ENGINES, createTestDb, type TestDb } from '../support/engines.js';
import { until } from '../support/until.js';

const POLL_MS = 20;
const IDLE_MAX_MS = 300;

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
    // 2 s at 20 ms would be ~100 polls; backing off to 300 ms leaves a handful (20, 40, … 300, 300, …).
    expect(await claimsWhileIdle(IDLE_MAX_MS, 2000)).toBeLessThanOrEqual(14);
  });

  /** A started worker of queue 'work', idle for `idleMs`, recording when each job (by payload) starts. */
  async function idleWorker(idlePollMaxMs: number, idleMs: number) {
    const worker = newQueue(idlePollMaxMs);
    const started: Record<string, number> = {};
    worker.define<{ n: string }>({
      name: 'work',
      concurrency: 2,
      handler: async (j) => void (started[j.payload.n] = Date.now()),
    });
    worker.start();
    await new Promise((r) => setTimeout(r, idleMs));
    return { worker, started };
  }

  it('starts a job enqueued by another process within the idle bound', async () => {
    // Without the cap the waits would have doubled to 2,560 ms by now (20, 40, … from the start), and
    // this job would wait about 2 s: well past the bound below even on a loaded machine.
    const { started } = await idleWorker(IDLE_MAX_MS, 3000);
    const other = newQueue(IDLE_MAX_MS); // never started: it only enqueues, as an API process would
    const sent = Date.now();
    await other.enqueue('work', { n: 'other' });
    await until(() => started.other !== undefined, 5000);
    // The bound, plus room for a loaded machine's claim and handler start.
    expect(started.other! - sent).toBeLessThanOrEqual(IDLE_MAX_MS + 1200);
  });

  it('starts a job it enqueues itself at once, however long it was idle', async () => {
    // A 10 s cap: after 3 s idle the next poll is about 2 s away; the enqueue's own wake-up does not wait.
    const { worker, started } = await idleWorker(10_000, 3000);
    const sent = Date.now();
    await worker.enqueue('work', { n: 'own' });
    await until(() => started.own !== undefined, 5000);
    expect(started.own! - sent).toBeLessThan(1200);
  });
});
