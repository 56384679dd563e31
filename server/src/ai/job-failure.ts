import { retryDelayMs } from '../jobs/backoff.js';
import { PermanentJobError, RetryLaterJobError } from '../jobs/types.js';
import { AiCallError, learnerMessage, type AiFailureKind } from './errors.js';

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

const KINDS: AiFailureKind[] = [
  'http',
  'timeout',
  'network',
  'invalid_json',
  'schema',
  'too_large',
  'aborted',
  'refused',
  'cut_off',
  'rate_limited',
];
/** Reasons a failed job may hand to a learner as they are: the AI layer's plain sentences and the quota's. */
const PLAIN = new Set(KINDS.map(learnerMessage));
const QUOTA = /^Your daily limit of \d+ model requests is used up; it renews in about \d+ hours?\.$/;
/** What a learner reads for any other failure (a crash, a lost lease): the detail stays in the job row. */
export const ANALYSIS_FAILED = 'The analysis could not be finished; try again.';

/**
 * The reason of a failed job, fit for a learner: a message the AI layer or the quota wrote for learners
 * passes; anything else (a database error, a provider's raw text, a model URL) becomes ANALYSIS_FAILED.
 */
export function learnerFailureReason(jobError: string): string {
  return PLAIN.has(jobError) || QUOTA.test(jobError) ? jobError : ANALYSIS_FAILED;
}
