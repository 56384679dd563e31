import type { Kysely } from 'kysely';
import { findConceptOrAlias, type ConceptRow } from '../concepts/index.js';
import type { DeckLearner } from './learner-variety.js';
import type { Database } from '../db/schema.js';
import { HttpError, notFound } from '../http/errors.js';
import type { AiQuotas } from '../quotas/index.js';
import { deckModuleInput } from './deck-input.js';
import { deckSessionTitle } from './session-title.js';
import { createSession, type ExercisesContext } from './service.js';

/** Create Exercise: a session built from concepts the learner picked from their deck. */
export async function createSessionFromDeck(
  ctx: ExercisesContext,
  userId: string,
  body: { concept_ids: string[]; title?: string | undefined },
  profile: DeckLearner,
  quotas?: Pick<AiQuotas, 'checkConcepts' | 'admitSession'>,
): Promise<string> {
  const ids = [...new Set(body.concept_ids)];
  quotas?.checkConcepts(ids.length);
  const found = new Map<string, ConceptRow>();
  for (const id of ids) {
    const c = await findConceptOrAlias(ctx.db.kysely, userId, id);
    if (c) found.set(id, c);
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw notFound(`Concept not found: ${missing.join(', ')}`);
  const items = ids.map((id) => {
    const c = found.get(id)!;
    return { input: deckModuleInput(c, profile), conceptId: c.id };
  });
  if (items.length === 0) throw new HttpError(400, 'concept_ids: pick at least one concept');
  // The learner's own title stays their text; one made here is also sent as data (decision 291).
  const made = body.title === undefined ? deckSessionTitle(items.map((i) => i.input.title)) : null;
  const title = body.title ?? made!.title;
  // Sessions in flight are counted in the insert's transaction, so parallel requests cannot all pass.
  const admit = quotas && ((trx: Kysely<Database>) => quotas.admitSession(trx, userId, items.length));
  return createSession(ctx, userId, {
    title,
    titleMessage: made?.message ?? null,
    journalEntryId: null,
    level: profile.level,
    items,
    admit,
  });
}
