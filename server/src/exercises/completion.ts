import { CARDS_CHANGED, reviewConceptCards } from '../concepts/index.js';
import { isConstraintViolation } from '../db/constraint.js';
import { HttpError, notFound } from '../http/errors.js';
import { moduleRatings } from './module-ratings.js';
import * as repo from './repo.js';
import { getSession, SESSION_NOT_FOUND, type ExercisesContext } from './service.js';

/** Why a ready session with no answer recorded cannot be finished. */
export const NOTHING_ANSWERED = 'Answer at least one question before finishing the session';

/**
 * Finishing a session marks it completed and gives each answered concept's cards one review, rated
 * from the answers (so practice in the player moves the deck's schedule; each word of a merged spelling
 * module from its own answers, decision 188). Both happen in one transaction: if a review cannot be saved, the session stays ready and the error is the answer, so
 * finishing again retries the whole step. Finishing a completed session changes nothing.
 */
export async function completeSession(ctx: ExercisesContext, userId: string, id: string) {
  const current = await repo.findSession(ctx.db.kysely, userId, id);
  if (!current) throw notFound(SESSION_NOT_FOUND);
  if (current.status === 'completed') return getSession(ctx, userId, id);
  // Finishing with nothing answered would rate nothing and mark a session practised that was not (issue 22).
  if (current.status === 'ready' && (await repo.listAnswers(ctx.db.kysely, id)).length === 0)
    throw new HttpError(400, NOTHING_ANSWERED);
  const now = ctx.now();
  const finished = await ctx.db.kysely
    .transaction()
    .execute(async (trx) => {
      // The conditional update claims the session: a second finish racing this one reviews nothing.
      if (!(await repo.markCompleted(trx, userId, id, now))) return false;
      const modules = await repo.listModules(trx, id);
      const answers = await repo.listAnswers(trx, id);
      for (const m of modules) {
        const mine = answers.filter((a) => a.module_id === m.id);
        // A merged spelling module rates each of its words' concepts (module-ratings.ts).
        for (const { conceptId, rating } of await moduleRatings(trx, userId, m, mine))
          await reviewConceptCards(trx, userId, conceptId, rating, now);
      }
      return true;
    })
    .catch((error: unknown) => {
      // A card removed or changed meanwhile refused the review: nothing was saved, finishing again retries.
      throw isConstraintViolation(error) ? new HttpError(409, CARDS_CHANGED) : error;
    });
  const after = await getSession(ctx, userId, id);
  if (!finished && after.session.status !== 'completed') {
    throw new HttpError(
      409,
      `Exercise session is ${after.session.status}; only a ready session can be finished`,
    );
  }
  return after;
}
