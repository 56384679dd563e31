import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/**
 * When the unit of work a query belongs to (an HTTP request) began. The PostgreSQL connection queue
 * serves the oldest unit first: under load a request's second and third statements no longer queue
 * behind statements of requests that started after it, so a request with several statements takes
 * about as long as one with a single statement instead of several times as long (decision 320).
 */
const began = new AsyncLocalStorage<number>();

/** Runs `fn` as one unit of work that began at `at`: every query it makes queues by that moment. */
export const runAsUnitOfWork = <T>(fn: () => T, at = performance.now()): T => began.run(at, fn);

/** When the current unit of work began (undefined outside any). */
export const unitOfWorkBegan = (): number | undefined => began.getStore();

/** The part of pg's pool that Kysely's PostgresDialect uses. */
export interface ConnectionSource {
  connect(): Promise<pg.PoolClient>;
  end(): Promise<void>;
}

interface Waiter {
  began: number;
  resume: () => void;
}

/**
 * `pool` behind a gate of `slots` connections handed out oldest unit of work first; queries made
 * outside any unit of work (job workers) queue by the moment they ask. `slots` must not exceed the
 * pool's own `max`, so pg's pool never queues by itself.
 */
export function oldestFirst(pool: pg.Pool, slots: number): ConnectionSource {
  let free = slots;
  // Sorted by `began`; equal moments keep their arrival order.
  const waiting: Waiter[] = [];

  const enter = (): Promise<void> | undefined => {
    if (free > 0) {
      free--;
      return undefined;
    }
    return new Promise((resume) => {
      const waiter = { began: unitOfWorkBegan() ?? performance.now(), resume };
      waiting.splice(insertionPoint(waiting, waiter.began), 0, waiter);
    });
  };
  // A freed slot goes straight to the oldest waiter; `free` only grows when nobody waits.
  const leave = () => {
    const next = waiting.shift();
    if (next) next.resume();
    else free++;
  };

  return {
    async connect() {
      await enter();
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (e) {
        leave();
        throw e;
      }
      // pg's pool gives the client a fresh `release` at every checkout, so this wraps it once.
      const release = client.release;
      client.release = (err?: Error | boolean) => {
        release.call(client, err);
        leave();
      };
      return client;
    },
    end: () => pool.end(),
  };
}

/** The index after the last waiter that began no later than `at` (binary search; the list is sorted). */
function insertionPoint(waiting: readonly Waiter[], at: number): number {
  let low = 0;
  let high = waiting.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (waiting[mid]!.began <= at) low = mid + 1;
    else high = mid;
  }
  return low;
}
