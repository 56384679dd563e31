import { acceptedAnswers, expectedAnswer, type ModuleConcept, type ModulePhases } from '@inkwell/contract';
import { findConceptOrAlias, type ConceptRow } from '../concepts/index.js';
import type { Executor } from '../db/executor.js';
import { parseJsonColumn } from '../db/json-column.js';
import { z } from 'zod';
import { holdsWord } from './practice-window.js';
import type { ModuleRow } from './repo.js';

type Slot = ModuleConcept['questions'][number];
export type ModuleConcepts = Pick<ModuleRow, 'id' | 'concept_id' | 'concept_ids'>;

/** Every concept a module practises: a merged spelling module's list, else the concept it names. */
export function moduleConceptIds(m: ModuleConcepts): string[] {
  if (m.concept_ids)
    return parseJsonColumn(z.array(z.string()), m.concept_ids, {
      table: 'exercise_modules',
      column: 'concept_ids',
      id: m.id,
    });
  return m.concept_id ? [m.concept_id] : [];
}

/**
 * The learner's deck concepts behind a module's concept ids, each once (an alias finds its concept);
 * concepts removed from the deck are left out.
 */
export async function moduleDeckConcepts(k: Executor, userId: string, ids: string[]): Promise<ConceptRow[]> {
  const out: ConceptRow[] = [];
  for (const id of ids) {
    const concept = await findConceptOrAlias(k, userId, id);
    if (concept && !out.some((c) => c.id === concept.id)) out.push(concept);
  }
  return out;
}

/** What the question at a slot expects: its answer and any other accepted form (the challenge too). */
export function expectedAt(phases: ModulePhases, slot: { phase: Slot['phase']; idx: number }): string[] {
  const expected = expectedAnswer(phases, slot.phase, slot.idx);
  return expected === null ? [] : [expected, ...acceptedAnswers(phases, slot.phase, slot.idx)];
}

/** Every question slot of a module in slide order: guided, independent, then the challenge. */
function slotsOf(phases: ModulePhases): Slot[] {
  const independent = phases.independent_practice.content;
  return [
    ...phases.guided_practice.content.exercises.map((_, index) => ({
      phase: 'guided_practice' as const,
      index,
    })),
    ...independent.exercises.map((_, index) => ({ phase: 'independent_practice' as const, index })),
    ...(independent.challenge_question
      ? [{ phase: 'independent_practice' as const, index: independent.exercises.length }]
      : []),
  ];
}

const expects = (phases: ModulePhases, slot: Slot, word: string) =>
  expectedAt(phases, { phase: slot.phase, idx: slot.index }).some((text) => holdsWord(text, word));

/**
 * A merged spelling module's words as the learner's deck concepts, each with the questions that
 * practise it (decision 195), told apart as completion rates them (decision 188): the questions
 * expecting the word, plus those expecting none of the words (a miss nobody can place is practised
 * by every word); a word none of whose questions can be told apart takes them all. Undefined for a
 * module of one concept. Concepts removed from the deck are left out; an alias finds its concept.
 */
export async function moduleWords(
  k: Executor,
  userId: string,
  m: ModuleConcepts,
  phases: ModulePhases,
): Promise<ModuleConcept[] | undefined> {
  const ids = moduleConceptIds(m);
  if (ids.length <= 1) return undefined;
  const words = (await moduleDeckConcepts(k, userId, ids)).map((c) => ({
    concept_id: c.id,
    title: c.word ?? c.title ?? c.key,
    word: c.word ?? c.key,
  }));
  const slots = slotsOf(phases);
  const unplaced = slots.filter((s) => !words.some((w) => expects(phases, s, w.word)));
  return words.map(({ concept_id, title, word }) => {
    const own = slots.filter((s) => expects(phases, s, word));
    return {
      concept_id,
      title,
      questions: own.length ? slots.filter((s) => own.includes(s) || unplaced.includes(s)) : slots,
    };
  });
}
