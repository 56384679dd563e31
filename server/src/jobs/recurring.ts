import type { Executor } from '../db/executor.js';
import type { JobQueue } from './types.js';

/** Finished tick jobs are kept this long (to read what a recent tick did), then deleted. */
export const TICK_KEEP_MS = 86_400_000;

/** The slot an instant falls in when a tick runs every `everyMs`: the slot's start, epoch ms. */
export const slotStart = (t: number, everyMs: number) => Math.floor(t / everyMs) * everyMs;

export interface RecurringOptions {
  queue: string;
  everyMs: number;
  /** The clock: the real one in production, a fake one in tests. */
  now: () => number;
  log?: (msg: string, extra?: object) => void;
  /** The database whose `jobs` rows the tick purges; without one, old ticks are kept. */
  db?: Executor;
}

/**
 * Deletes the queue's tick jobs that finished (done, failed or cancelled) before `before`: one row per
 * slot would otherwise pile up forever (1,440 a day at one a minute). Their keys are never enqueued
 * again, since a tick only enqueues the current slot. pg-boss archives its own copy itself.
 */
export async function purgeFinishedTicks(db: Executor, queue: string, before: number): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('queue', '=', queue)
    .where('key', 'like', 'tick:%')
    .where('state', 'in', ['done', 'failed', 'cancelled'])
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A recurring tick through the one jobs interface (decision 255): every process that runs workers
 * enqueues "tick of slot S" with the key `tick:S`, run at S. The (queue, key) uniqueness makes it one
 * job however many processes do so, and the queue's lease runs it again when its worker dies.
 * Returns what enqueues the current slot now (tests call it with a moved clock) and a stop.
 */
export function startRecurring(
  jobs: JobQueue,
  opts: RecurringOptions,
): {
  tick: () => Promise<void>;
  stop: () => void;
} {
  const tick = async () => {
    const slot = slotStart(opts.now(), opts.everyMs);
    try {
      await jobs.enqueue(opts.queue, { slot }, { key: `tick:${slot}`, runAt: slot });
    } catch (e) {
      opts.log?.('recurring tick not enqueued; the next one tries again', {
        queue: opts.queue,
        error: String(e),
      });
    }
    if (!opts.db) return;
    try {
      await purgeFinishedTicks(opts.db, opts.queue, opts.now() - TICK_KEEP_MS);
    } catch (e) {
      opts.log?.('old ticks not purged; the next tick tries again', { queue: opts.queue, error: String(e) });
    }
  };
  const timer = setInterval(() => void tick(), Math.min(opts.everyMs, 60_000));
  timer.unref();
  void tick();
  return { tick, stop: () => clearInterval(timer) };
}
