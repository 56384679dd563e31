import type { FastifyRequest } from 'fastify';
import { rateLimited } from './errors.js';

const MINUTE = 60_000;

interface Limit {
  max: number;
  windowMs: number;
}

/** Per-IP and per-email limits of the public auth routes (sign-in refreshes get their own, larger IP budget). */
export const AUTH_LIMITS = {
  signup: { ip: { max: 30, windowMs: 60 * MINUTE }, email: { max: 5, windowMs: 60 * MINUTE } },
  token: { ip: { max: 30, windowMs: 5 * MINUTE }, email: { max: 10, windowMs: 5 * MINUTE } },
  refresh: { ip: { max: 150, windowMs: 5 * MINUTE } },
  verify: { ip: { max: 30, windowMs: 5 * MINUTE }, email: { max: 10, windowMs: 5 * MINUTE } },
  recover: { ip: { max: 10, windowMs: 60 * MINUTE }, email: { max: 5, windowMs: 60 * MINUTE } },
} as const;

export type EmailBucket = 'signup' | 'token' | 'verify' | 'recover';

/**
 * Fixed-window counters per (route, normalised email), kept in this process's memory: enough for one
 * server process; with several API processes each counts on its own, so the effective limit is
 * N × max (see docs/decisions/012). Counting happens before any lookup, so the answer is the same
 * whether the account exists.
 */
export class EmailRateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number) {}

  /** Counts one attempt; throws 429 over_request_rate_limit past the bucket's limit. */
  hit(bucket: EmailBucket, email: string): void {
    const limit: Limit = AUTH_LIMITS[bucket].email;
    const now = this.now();
    if (this.windows.size > 10_000) this.prune(now);
    const key = `${bucket}:${email.trim().toLowerCase()}`;
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + limit.windowMs });
      return;
    }
    window.count += 1;
    if (window.count > limit.max) throw rateLimited();
  }

  private prune(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

/** @fastify/rate-limit route config (per IP), or nothing when AUTH_RATE_LIMITS=false. */
export function ipLimit(enabled: boolean, limit: Limit, key?: (req: FastifyRequest) => string) {
  if (!enabled) return {};
  return {
    config: {
      rateLimit: {
        max: limit.max,
        timeWindow: limit.windowMs,
        ...(key ? { keyGenerator: key } : {}),
      },
    },
  };
}
