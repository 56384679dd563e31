/**
 * At most `concurrency` calls in flight; the rest wait in arrival order. One limiter per provider
 * endpoint, so several assessments and exercise jobs share a model's capacity politely.
 */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function createLimiter(concurrency: number): Limiter {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be ≥ 1');
  let active = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    active--;
    const next = queue.shift();
    if (next) next();
  };
  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= concurrency) await new Promise<void>((resolve) => queue.push(resolve));
      active++;
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
