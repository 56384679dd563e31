import { retryDelayMs } from '../jobs/backoff.js';
import { PermanentJobError, RetryLaterJobError } from '../jobs/types.js';
import { AiCallError } from './errors.js';

/** Attempts of a job that calls a model: room for rate-limit re-queues spread over ~12 minutes. */
export const MODEL_JOB_ATTEMPTS = 6;
/** First re-queue delay after a 429/503/529; doubles per attempt, capped (decision 153). */
const RATE_LIMIT_BASE_MS = 30_000;
const RATE_LIMIT_MAX_MS = 5 * 60_000;

/** When a rate-limited job of attempt `attempt` runs again: backoff over minutes, at least Retry-After. */
export function rateLimitDelayMs(
  attempt: number,
  retryAfter: number | undefined,
  random = Math.random,
): number {
  const backoff = retryDelayMs(attempt, RATE_LIMIT_BASE_MS, RATE_LIMIT_MAX_MS, random);
  return Math.min(RATE_LIMIT_MAX_MS * 2, Math.max(backoff, retryAfter ?? 0));
}

/**
 * For a job's `.catch`: the AI layer has already retried what passes in seconds, so a model that gave
 * up fails the job for good — retrying the whole job would multiply the calls. A rate limit or
 * overload (429/503/529) is the exception: the job is re-queued with a delay of minutes through the
 * queue, not slept on in-process. The job (and so the learner) gets the plain message; the operator's
 * detail was logged by generateStructured.
 */
export function permanentIfModelGaveUp(e: unknown, attempt = 1): never {
  if (e instanceof AiCallError && e.kind === 'rate_limited') {
    throw new RetryLaterJobError(e.message, rateLimitDelayMs(attempt, e.retryAfterMs));
  }
  if (e instanceof AiCallError && e.kind !== 'aborted') throw new PermanentJobError(e.message);
  throw e;
}
