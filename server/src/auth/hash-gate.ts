import { AuthError } from './errors.js';

/**
 * Who is waiting for an argon2 slot. Sign-ins go first: a flood of sign-ups or password changes must not
 * make everyone else's sign-in wait behind it.
 */
export type HashLane = 'sign-in' | 'other';

export interface HashGateOptions {
  /** argon2 runs at once (each holds ~19 MiB and a libuv thread). */
  slots: number;
  /** Waiters per lane before new work is refused. */
  maxQueued: Record<HashLane, number>;
  /** Longest wait for a slot before the work is refused. */
  maxWaitMs: number;
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

export const hashesBusy = () =>
  new AuthError(429, 'over_request_rate_limit', 'Too many password checks at once, try again in a moment');

/** A semaphore around password hashing with two priority lanes, a bounded queue and a bounded wait. */
export class HashGate {
  private running = 0;
  private readonly queues: Record<HashLane, Waiter[]> = { 'sign-in': [], other: [] };
  /** Work finished since start-up, by lane (tests read it). */
  readonly done: Record<HashLane, number> = { 'sign-in': 0, other: 0 };

  constructor(private readonly opts: HashGateOptions) {}

  snapshot() {
    return {
      running: this.running,
      queued: { 'sign-in': this.queues['sign-in'].length, other: this.queues.other.length },
      done: { ...this.done },
    };
  }

  async run<T>(lane: HashLane, work: () => Promise<T>): Promise<T> {
    await this.acquire(lane);
    try {
      return await work();
    } finally {
      this.done[lane]++;
      this.release();
    }
  }

  private acquire(lane: HashLane): Promise<void> {
    if (this.running < this.opts.slots) {
      this.running++;
      return Promise.resolve();
    }
    const queue = this.queues[lane];
    if (queue.length >= this.opts.maxQueued[lane]) return Promise.reject(hashesBusy());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          reject(hashesBusy());
        }, this.opts.maxWaitMs),
      };
      queue.push(waiter);
    });
  }

  private release(): void {
    // The slot passes straight to the next waiter, sign-ins first, so `running` stays the same.
    const next = this.queues['sign-in'].shift() ?? this.queues.other.shift();
    if (next) next.start();
    else this.running--;
  }
}
