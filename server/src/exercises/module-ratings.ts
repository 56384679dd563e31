import type { ModulePhases, ReviewRating } from '@inkwell/contract';
import type { Executor } from '../db/executor.js';
import { holdsWord } from './practice-window.js';
import { ratingFromAnswers } from './rating.js';
import { expectedAt, moduleConceptIds, moduleDeckConcepts, type ModuleConcepts } from './module-words.js';
import type { AnswerRow, ModuleRow } from './repo.js';
import { storedPhases } from './service.js';

/**
 * The answers that practise `word`: those whose question expects the word (a question expecting two
 * of the module's words counts for both; its verdict cannot be split). Exported for the unit test.
 */
export function answersOfWord(phases: ModulePhases, answers: AnswerRow[], word: string): AnswerRow[] {
  return answers.filter((a) => expectedAt(phases, a).some((text) => holdsWord(text, word)));
}

const ratingOf = (answers: AnswerRow[]) =>
  ratingFromAnswers(answers.filter((a) => a.correct === 1).length, answers.length);

/**
 * The rating each concept of a module takes when its session is finished (decision 188). A module of
 * one concept: from all its answers. A merged spelling module: each word from the answers whose
 * questions expect that word, or from all the module's answers when none does (a model's lesson may
 * word its questions otherwise). Concepts removed from the deck are left out; the words are read as
 * the signed-in user's concepts only.
 */
export async function moduleRatings(
  k: Executor,
  userId: string,
  m: ModuleConcepts & Pick<ModuleRow, 'data'>,
  answers: AnswerRow[],
): Promise<{ conceptId: string; rating: ReviewRating }[]> {
  const ids = moduleConceptIds(m);
  const whole = ratingOf(answers);
  if (ids.length <= 1 || !m.data) return whole ? ids.map((conceptId) => ({ conceptId, rating: whole })) : [];
  const phases = storedPhases({ id: m.id, data: m.data });
  const out: { conceptId: string; rating: ReviewRating }[] = [];
  for (const concept of await moduleDeckConcepts(k, userId, ids)) {
    const own = answersOfWord(phases, answers, concept.word ?? concept.key);
    const rating = own.length ? ratingOf(own) : whole;
    if (rating) out.push({ conceptId: concept.id, rating });
  }
  return out;
}
