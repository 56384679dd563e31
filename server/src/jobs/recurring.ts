import type { JobQueue } from './types.js';

/** The slot an instant falls in when a tick runs every `everyMs`: the slot's start, epoch ms. */
export const slotStart = (t: number, everyMs: number) => Math.floor(t / everyMs) * everyMs;

export interface RecurringOptions {
  queue: string;
  everyMs: number;
  /** The clock: the real one in production, a fake one in tests. */
  now: () => number;
  log?: (msg: string, extra?: object) => void;
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
  };
  const timer = setInterval(() => void tick(), Math.min(opts.everyMs, 60_000));
  timer.unref();
  void tick();
  return { tick, stop: () => clearInterval(timer) };
}
