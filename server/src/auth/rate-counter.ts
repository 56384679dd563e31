import { sql } from 'kysely';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database.js';

/**
 * Fixed-window counters in the database (table rate_limits), one row per key: every API process on the
 * same database counts against the same limits, as one process would (decision 012).
 */
export class RateCounter {
  private hits = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Counts one attempt for `key`; answers the count in the current window and when the window ends. */
  async hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
    const now = this.now();
    const expired = sql<boolean>`rate_limits.reset_at <= ${now}`;
    const row = await this.db.kysely
      .insertInto('rate_limits')
      .values({ key, count: 1, reset_at: now + windowMs })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
          reset_at: sql<number>`case when ${expired} then ${now + windowMs} else rate_limits.reset_at end`,
        }),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirstOrThrow();
    // Ended windows are cleared now and then, not on every hit, and never at this request's expense.
    if (++this.hits % 500 === 0) this.prune(now).catch(() => undefined);
    return { count: Number(row.count), resetAt: Number(row.reset_at) };
  }

  async prune(now = this.now()): Promise<void> {
    await this.db.kysely.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
  }
}

/**
 * A @fastify/rate-limit store on the shared counters, for the per-IP limits. Each route counts apart
 * (its method and URL prefix the key), as with the plugin's own in-memory store.
 */
export function sharedRateLimitStore(
  counter: RateCounter,
  now: () => number,
  log: (error: unknown) => void,
): FastifyRateLimitStoreCtor {
  class SharedStore {
    constructor(private readonly scope = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow = 60_000,
    ): void {
      counter.hit(`ip:${this.scope}:${key}`, timeWindow).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - now()) }),
        (error: unknown) => {
          log(error); // the plugin then lets the request through (skipOnError): say why the limit did not apply
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    /** The plugin passes its merged settings with the route under `routeInfo` (the typings say otherwise). */
    child(settings: { routeInfo?: { method?: string | string[]; url?: string } }): SharedStore {
      const route = settings.routeInfo ?? {};
      return new SharedStore(`${[route.method ?? ''].flat().join(',')} ${route.url ?? ''}`);
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
