import { dueQueue, reviewCard } from '../concepts/service.js';
import { HttpError } from '../http/errors.js';
import { ratingFromAnswers } from './rating.js';
import * as repo from './repo.js';
import { getSession, type ExercisesContext } from './service.js';

/**
 * Finishing a session marks it completed and gives each answered concept's cards one review, rated
 * from the answers (so practice in the player moves the deck's schedule).
 */
export async function completeSession(ctx: ExercisesContext, userId: string, id: string) {
  const current = await getSession(ctx, userId, id);
  if (current.session.status === 'completed') return current;
  if (!(await repo.markCompleted(ctx.db, userId, id, ctx.now()))) {
    throw new HttpError(
      409,
      `Exercise session is ${current.session.status}; only a ready session can be finished`,
    );
  }
  const modules = await repo.listModules(ctx.db, id);
  for (const m of modules) {
    if (!m.concept_id) continue;
    const mine = current.session.answers.filter((a) => a.module_id === m.id);
    const rating = ratingFromAnswers(mine.filter((a) => a.correct).length, mine.length);
    if (!rating) continue;
    const now = ctx.now();
    const { cards } = await dueQueue(ctx.db, userId, { limit: 100, concept_id: m.concept_id }, now).catch(
      () => ({ cards: [] }),
    );
    for (const card of cards)
      await reviewCard(ctx.db, userId, card.card_id, rating, now).catch(() => undefined);
  }
  return getSession(ctx, userId, id);
}
