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
  // Signed-in actions: counted per account and per address (a stolen token or a script of many accounts).
  password: { ip: { max: 10, windowMs: 60 * MINUTE }, user: { max: 5, windowMs: 60 * MINUTE } },
  // Each change sends two mails (one to an address of the requester's choosing): the password's limits.
  email_change: { ip: { max: 10, windowMs: 60 * MINUTE }, user: { max: 5, windowMs: 60 * MINUTE } },
  reauthenticate: { ip: { max: 10, windowMs: 60 * MINUTE }, user: { max: 5, windowMs: 60 * MINUTE } },
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

export type UserBucket = 'password' | 'email_change' | 'reauthenticate';

/** Per-account and per-IP limits of signed-in actions that hash passwords or send mail. */
export class UserActionLimiter {
  constructor(private readonly counter: RateCounter) {}

  /** Counts one attempt on both keys; throws 429 over_request_rate_limit past either limit. */
  async hit(bucket: UserBucket, userId: string, ip: string): Promise<void> {
    const { user, ip: perIp } = AUTH_LIMITS[bucket];
    const [byUser, byIp] = await Promise.all([
      this.counter.hit(`user:${bucket}:${userId}`, user.windowMs),
      this.counter.hit(`ip:${bucket}:${ip}`, perIp.windowMs),
    ]);
    if (byUser.count > user.max || byIp.count > perIp.max) throw rateLimited();
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
