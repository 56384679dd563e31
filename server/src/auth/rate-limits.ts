import type { FastifyRequest } from 'fastify';
import { rateLimited } from './errors.js';
import type { RateCounter } from './rate-counter.js';

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
 * Per-email limits on the shared counters (the database, so every API process counts together). Counting
 * happens before any lookup, so the answer is the same whether the account exists.
 */
export class EmailRateLimiter {
  constructor(private readonly counter: RateCounter) {}

  /** Counts one attempt; throws 429 over_request_rate_limit past the bucket's limit. */
  async hit(bucket: EmailBucket, email: string): Promise<void> {
    const limit: Limit = AUTH_LIMITS[bucket].email;
    const { count } = await this.counter.hit(`email:${bucket}:${email.trim().toLowerCase()}`, limit.windowMs);
    if (count > limit.max) throw rateLimited();
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
