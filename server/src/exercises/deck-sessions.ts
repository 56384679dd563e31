import type { Kysely } from 'kysely';
import { findConceptOrAlias, type ConceptRow } from '../concepts/repo.js';
import type { Database } from '../db/schema.js';
import { HttpError, notFound } from '../http/errors.js';
import type { AiQuotas } from '../quotas/ai-quotas.js';
import type { ModuleInput } from './module-input.js';
import { createSession, type ExercisesContext } from './service.js';

/** Example sentences stored as JSON: strings, or objects with a `text`. */
function sentences(json: string | null): string[] {
  try {
    const list = JSON.parse(json ?? '[]') as unknown;
    if (!Array.isArray(list)) return [];
    return list
      .map((x) =>
        typeof x === 'string'
          ? x
          : typeof x === 'object' && x && 'text' in x
            ? String((x as { text: unknown }).text)
            : '',
      )
      .filter((s) => s.trim() !== '');
  } catch {
    return [];
  }
}

/** Create Exercise: a session built from concepts the learner picked from their deck. */
export async function createSessionFromDeck(
  ctx: ExercisesContext,
  userId: string,
  body: { concept_ids: string[]; title?: string | undefined },
  profile: { nativeLanguage: string | null; level: string | null },
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
    const input: ModuleInput =
      c.type === 'vocab'
        ? {
            kind: 'vocab',
            title: c.word ?? c.key,
            description: c.english_translation ?? c.justification ?? '',
            language: c.target_language,
            nativeLanguage: profile.nativeLanguage,
            level: profile.level,
            mistakes: [],
            examples: sentences(c.example_sentences),
          }
        : {
            kind: 'grammar',
            title: c.title ?? c.key,
            description: c.description ?? '',
            language: c.target_language,
            nativeLanguage: profile.nativeLanguage,
            level: profile.level,
            mistakes: [],
            examples: sentences(c.examples),
          };
    return { input, conceptId: c.id };
  });
  if (items.length === 0) throw new HttpError(400, 'concept_ids: pick at least one concept');
  const title =
    body.title ??
    `Practice: ${items
      .map((i) => i.input.title)
      .slice(0, 3)
      .join(', ')}${items.length > 3 ? '…' : ''}`;
  // Sessions in flight are counted in the insert's transaction, so parallel requests cannot all pass.
  const admit = quotas && ((trx: Kysely<Database>) => quotas.admitSession(trx, userId, items.length));
  return createSession(ctx, userId, { title, journalEntryId: null, level: profile.level, items, admit });
}
