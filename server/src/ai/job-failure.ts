import type { AnalysisFailureCode, CodedText } from '@inkwell/contract';
import { retryDelayMs } from '../jobs/backoff.js';
import { PermanentJobError, RetryLaterJobError } from '../jobs/types.js';
import { AiCallError, learnerMessage, type AiFailureKind } from './errors.js';

/** Attempts of a job that calls a model: room for rate-limit re-queues spread over ~12 minutes. */
export const MODEL_JOB_ATTEMPTS = 6;
/** First re-queue delay after a 429/503/529 that named no Retry-After; doubles per attempt, capped. */
const RATE_LIMIT_BASE_MS = 30_000;
const RATE_LIMIT_MAX_MS = 5 * 60_000;
/** Shortest re-queue delay, whatever Retry-After says (a "0" must not spin the queue). */
const RATE_LIMIT_MIN_MS = 1_000;
/** What a learner reads when the model stayed busy through every attempt. */
export const MODEL_STILL_BUSY = 'The model is still busy; try again later.';

/**
 * When a rate-limited job of attempt `attempt` runs again: after Retry-After as the provider gave it
 * (already bounded by AI_RETRY_AFTER_MAX_SECONDS, decision 196); exponential backoff over minutes only
 * when it gave none.
 */
export function rateLimitDelayMs(
  attempt: number,
  retryAfter: number | undefined,
  random = Math.random,
): number {
  if (retryAfter !== undefined) return Math.max(RATE_LIMIT_MIN_MS, Math.round(retryAfter));
  return retryDelayMs(attempt, RATE_LIMIT_BASE_MS, RATE_LIMIT_MAX_MS, random);
}

/**
 * The error a job that calls a model should throw for `e`. The AI layer has already retried what
 * passes in seconds, so a model that gave up fails the job for good — retrying the whole job would
 * multiply the calls. A rate limit or overload (429/503/529) is the exception: the job is re-queued
 * through the queue (RetryLaterJobError), not slept on in-process, until its last attempt. The job
 * (and so the learner) gets the plain message; the operator's detail was logged by generateStructured.
 */
export function modelJobError(e: unknown, attempt = 1, maxAttempts = MODEL_JOB_ATTEMPTS): unknown {
  if (e instanceof AiCallError && e.kind === 'rate_limited') {
    if (attempt >= maxAttempts) return new PermanentJobError(MODEL_STILL_BUSY);
    return new RetryLaterJobError(e.message, rateLimitDelayMs(attempt, e.retryAfterMs));
  }
  if (e instanceof AiCallError && e.kind !== 'aborted') return new PermanentJobError(e.message);
  return e;
}

/** For a job's `.catch`: throws modelJobError(e, attempt). */
export function permanentIfModelGaveUp(e: unknown, attempt = 1): never {
  throw modelJobError(e, attempt);
}

/** Each kind of AI failure and the code of the sentence a learner reads for it (several share one). */
const KIND_CODES: Record<AiFailureKind, AnalysisFailureCode> = {
  http: 'model.unreachable',
  network: 'model.unreachable',
  timeout: 'model.timeout',
  invalid_json: 'model.unusable',
  schema: 'model.unusable',
  too_large: 'model.unusable',
  aborted: 'model.aborted',
  refused: 'model.refused',
  cut_off: 'model.cut_off',
  too_long: 'model.too_long',
  config: 'model.config',
  rate_limited: 'model.rate_limited',
};
/** Reasons a failed job may hand to a learner as they are: the AI layer's plain sentences and the quota's. */
const PLAIN = new Map<string, AnalysisFailureCode>([
  ...Object.entries(KIND_CODES).map(([kind, code]) => [learnerMessage(kind as AiFailureKind), code] as const),
  [MODEL_STILL_BUSY, 'model.still_busy'],
]);
const QUOTA = /^Your daily limit of (\d+) model requests is used up; it renews in about (\d+) hours?\.$/;
/** What a learner reads for any other failure (a crash, a lost lease): the detail stays in the job row. */
export const ANALYSIS_FAILED = 'The analysis could not be finished; try again.';

/** Why an analysis failed: the English sentence (stored as before) and its code (decision 294). */
export interface LearnerFailure {
  text: string;
  coded: CodedText;
}

/**
 * The reason of a failed job, fit for a learner: a message the AI layer or the quota wrote for learners
 * passes, with its code; anything else (a database error, a provider's raw text, a model URL) becomes
 * ANALYSIS_FAILED. A job's error reaches here as its text (the queue stores strings), so the code is
 * read back from the sentences this server writes; job-failure.test.ts holds every one of them.
 */
export function learnerFailure(jobError: string): LearnerFailure {
  const code = PLAIN.get(jobError);
  if (code) return { text: jobError, coded: { code } };
  const quota = QUOTA.exec(jobError);
  if (quota) {
    const params = { limit: Number(quota[1]), hours: Number(quota[2]) };
    return { text: jobError, coded: { code: 'quota.daily_model_calls', params } };
  }
  return { text: ANALYSIS_FAILED, coded: { code: 'analysis.failed' } };
}

/** The English reason alone (see learnerFailure). */
export function learnerFailureReason(jobError: string): string {
  return learnerFailure(jobError).text;
}
