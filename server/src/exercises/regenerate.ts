import { randomUUID } from 'node:crypto';
import { HttpError, notFound } from '../http/errors.js';
import type { AiQuotas } from '../quotas/index.js';
import * as repo from './repo.js';
import { MODULE_QUEUE, type ExercisesContext } from './service.js';

/**
 * POST /exercises/sessions/{id}/regenerate: a failed or cancelled entry session gets another try
 * (issue 14). Its modules that are not ready get fresh rows (new ids, so new job keys: a job key is
 * idempotent and the old one is spent) and the session is generating again. Only the owner can.
 * It counts like a new session: QUOTA_SESSIONS_IN_FLIGHT and the day's model calls (429 beyond), and
 * at most QUOTA_CONCEPTS_PER_SESSION modules are generated again (an imported session may hold more:
 * the others, which have no lesson, are dropped).
 */
export async function regenerateSession(
  ctx: ExercisesContext,
  userId: string,
  id: string,
  quotas: Pick<AiQuotas, 'admitSession' | 'conceptsPerSession'>,
): Promise<void> {
  const s = await repo.findSession(ctx.db.kysely, userId, id);
  if (!s) throw notFound('Exercise session not found');
  if (s.status !== 'failed' && s.status !== 'cancelled')
    throw new HttpError(
      409,
      `Exercise session is ${s.status}; only a failed or cancelled one can be regenerated`,
    );
  const now = ctx.now();
  const fresh = await ctx.db.kysely.transaction().execute(async (trx) => {
    // Admitted like a new session (this one, failed or cancelled, is not generating so not counted).
    const unready = await trx
      .selectFrom('exercise_modules')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('session_id', '=', id)
      .where('status', '!=', 'ready')
      .executeTakeFirstOrThrow();
    await quotas.admitSession(trx, userId, Math.min(Number(unready.n), quotas.conceptsPerSession));
    if (!(await repo.restartSession(trx, userId, id, now)))
      throw new HttpError(409, 'Exercise session changed; reload it');
    const stale = (await repo.removeUnreadyModules(trx, id)).sort((a, b) => a.position - b.position);
    const rows = stale.slice(0, quotas.conceptsPerSession).map((m) => ({
      ...m,
      id: randomUUID(),
      status: 'generating' as const,
      data: null,
      error: null,
      created_at: now,
      updated_at: now,
    }));
    await repo.insertModules(trx, rows);
    // Queued with the rows (decision 227): no module is left `generating` without its job.
    for (const m of rows)
      await ctx.jobs.enqueue(MODULE_QUEUE, { moduleId: m.id }, { key: `module:${m.id}`, userId, trx });
    return rows;
  });
  ctx.jobs.wake();
  // Every module was ready already (cancelled at the last moment): the session is ready as it is.
  if (fresh.length === 0) await repo.markReadyIfComplete(ctx.db.kysely, id, now);
}
