import { laneOf } from '../jobs/lane.js';

/**
 * At most `concurrency` calls in flight; the rest wait in arrival order, calls of interactive jobs
 * (assessments) ahead of background ones (exercise modules), so a learner waiting for an assessment is
 * not stuck behind another user's module burst (decision 134). One limiter per provider endpoint, so
 * several assessments and exercise jobs share a model's capacity politely.
 */
export interface Limiter {
  /** Runs `task` in a slot; `signal` is the calling job's (its lane decides where it waits). */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function createLimiter(concurrency: number): Limiter {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be ≥ 1');
  let active = 0;
  const interactive: Array<() => void> = [];
  const background: Array<() => void> = [];
  // A finished call hands its slot straight to the next waiter, so a newcomer cannot slip in between.
  const release = () => {
    const next = interactive.shift() ?? background.shift();
    if (next) next();
    else active--;
  };
  return {
    get active() {
      return active;
    },
    get waiting() {
      return interactive.length + background.length;
    },
    async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (active >= concurrency) {
        const line = laneOf(signal) === 'interactive' ? interactive : background;
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        active++;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

const shared = new Map<string, Limiter>();

/** The process-wide limiter of one provider endpoint (created on first use). */
export function limiterFor(key: string, concurrency: number): Limiter {
  let limiter = shared.get(key);
  if (!limiter) {
    limiter = createLimiter(concurrency);
    shared.set(key, limiter);
  }
  return limiter;
}
