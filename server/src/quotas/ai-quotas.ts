import { sql } from 'kysely';
import type { QuotaConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { Executor } from '../db/executor.js';
import type { ErrorCode, ErrorParams } from '@inkwell/contract';
import { codedError, HttpError } from '../http/errors.js';
import { PermanentJobError } from '../jobs/types.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The wait suggested when too many sessions are generating: a session usually needs about this. */
const SESSION_RETRY_AFTER_MS = 15_000;

/** A fixed-window counter in the database (the auth rate limits' RateCounter fits). */
export interface WindowCounter {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
}

export interface QuotaDeps {
  db: Db;
  config: { quotas: QuotaConfig };
  now: () => number;
  rateCounter: WindowCounter;
  /** Null when the offline assessor and generator do the work: then model calls are not counted. */
  ai: unknown;
}

/** 429 with Retry-After in whole seconds (at least 1). */
export function quotaExceeded(
  detail: string,
  retryAfterMs: number,
  code: ErrorCode = 'rate_limited',
  params?: ErrorParams,
): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return codedError(429, code, detail, params, { 'retry-after': String(seconds) });
}

/**
 * Per-user quotas on AI work (decision 134). Every count lives in the database — fixed windows in
 * `rate_limits`, sessions in flight from `exercise_sessions` — so all API and worker processes share
 * them. Assessments per hour, sessions in flight and concepts per session apply with any provider (the
 * offline work is cheap, but a flood still costs CPU); model calls per day only when a model is
 * configured.
 */
export function aiQuotas(deps: QuotaDeps) {
  const limits = deps.config.quotas;
  const metered = deps.ai !== null && limits.modelCallsPerDay > 0;
  const modelKey = (userId: string) => `quota:model-calls:${userId}`;

  /** 429 when the day's model calls cannot cover `needed` more. */
  async function checkModelCalls(db: Executor, userId: string, needed: number): Promise<void> {
    if (!metered) return;
    const now = deps.now();
    const row = await db
      .selectFrom('rate_limits')
      .select(['count', 'reset_at'])
      .where('key', '=', modelKey(userId))
      .where('reset_at', '>', now)
      .executeTakeFirst();
    const used = row ? Number(row.count) : 0;
    if (used + needed > limits.modelCallsPerDay) {
      throw quotaExceeded(
        `You have used your ${limits.modelCallsPerDay} model requests for today.`,
        row ? Number(row.reset_at) - now : DAY_MS,
        'quota.model_calls',
        { limit: limits.modelCallsPerDay },
      );
    }
  }

  return {
    conceptsPerSession: limits.conceptsPerSession,

    /** Before an assessment is queued: counts it against the user's hour; 429 beyond. */
    async admitAssessment(userId: string): Promise<void> {
      await checkModelCalls(deps.db.kysely, userId, 1);
      if (limits.assessmentsPerHour === 0) return;
      const { count, resetAt } = await deps.rateCounter.hit(`quota:assessments:${userId}`, HOUR_MS);
      if (count > limits.assessmentsPerHour) {
        throw quotaExceeded(
          `You can analyse at most ${limits.assessmentsPerHour} journal entries per hour.`,
          resetAt - deps.now(),
          'quota.assessments_per_hour',
          { limit: limits.assessmentsPerHour },
        );
      }
    },

    /** A deck session's size: beyond the limit retrying cannot help, so it is a 400, not a 429. */
    checkConcepts(count: number): void {
      if (count > limits.conceptsPerSession) {
        throw new HttpError(
          400,
          `concept_ids: an exercise session can practise at most ${limits.conceptsPerSession} concepts`,
        );
      }
    },

    /**
     * Inside the new deck session's insert transaction: the sessions the user has generating, and the
     * model calls its modules will take. On PostgreSQL a per-user advisory lock makes concurrent
     * requests count one after another; SQLite runs one write transaction at a time anyway.
     */
    async admitSession(trx: Executor, userId: string, concepts: number): Promise<void> {
      if (deps.db.engine === 'postgres') {
        await sql`select pg_advisory_xact_lock(hashtext(${`inkwell.sessions.${userId}`}))`.execute(trx);
      }
      await checkModelCalls(trx, userId, concepts);
      if (limits.sessionsInFlight === 0) return;
      const row = await trx
        .selectFrom('exercise_sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('status', '=', 'generating')
        .executeTakeFirstOrThrow();
      if (Number(row.n) >= limits.sessionsInFlight) {
        throw quotaExceeded(
          `You already have ${limits.sessionsInFlight} exercise sessions being prepared; start another when one is ready.`,
          SESSION_RETRY_AFTER_MS,
          'quota.sessions_in_flight',
          { limit: limits.sessionsInFlight },
        );
      }
    },

    chargeModelCall,

    /**
     * A model call a learner asks for over HTTP (a new prompt, a rewrite): at most 3 in 10 s under
     * `burstKey`, then one of the day's model calls; a 429 with its wait either way.
     */
    async chargeRequestedCall(userId: string, burstKey: string, burstDetail: string): Promise<void> {
      const burst = await deps.rateCounter.hit(`${burstKey}:${userId}`, 10_000);
      if (burst.count > 3) throw quotaExceeded(burstDetail, 10_000);
      try {
        await chargeModelCall(userId);
      } catch (e) {
        if (e instanceof PermanentJobError) throw quotaExceeded(e.message, DAY_MS);
        throw e;
      }
    },
  };

  /**
   * Before a job asks the model: counts one call (a job run, whatever HTTP retries it takes). Beyond
   * the day's limit the job fails for good with a plain reason the learner sees.
   */
  async function chargeModelCall(userId: string): Promise<void> {
    if (!metered) return;
    const { count, resetAt } = await deps.rateCounter.hit(modelKey(userId), DAY_MS);
    if (count > limits.modelCallsPerDay) {
      const hours = Math.max(1, Math.ceil((resetAt - deps.now()) / HOUR_MS));
      throw new PermanentJobError(
        `Your daily limit of ${limits.modelCallsPerDay} model requests is used up; it renews in about ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
      );
    }
  }
}

export type AiQuotas = ReturnType<typeof aiQuotas>;
