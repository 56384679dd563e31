import type { ExerciseModule, RecordedAnswer } from '@inkwell/contract';
import { questionPrompt } from './question-prompt';
import { answerKey } from './session-data';

/** One question on the results screen: what was asked, what the learner gave, the right answer. */
export interface QuestionResult {
  key: string;
  question: string;
  expected: string;
  /** null when the question was left unanswered. */
  given: string | null;
  correct: boolean;
}

/** A deck concept a module practises and the keys of the questions that practise it. */
export interface ResultConcept {
  conceptId: string;
  title: string;
  questionKeys: string[];
}

export interface ModuleResult {
  moduleId: string;
  title: string;
  /** Empty when the module practises no deck concept (a grammar point never added to the deck). */
  concepts: ResultConcept[];
  questions: QuestionResult[];
}

/** One question's place in a module and what it asks. */
export interface QuestionSlot {
  phase: 'guided_practice' | 'independent_practice';
  index: number;
  question: string;
  expected: string;
}

/** A module's questions in slide order: guided, independent, then the challenge (at the next index). */
export function questionSlots(m: ExerciseModule): QuestionSlot[] {
  const { guided_practice: guided, independent_practice: independent } = m.phases;
  const slots: QuestionSlot[] = [
    ...guided.content.exercises.map((ex, index) => ({ phase: 'guided_practice' as const, index, ex })),
    ...independent.content.exercises.map((ex, index) => ({
      phase: 'independent_practice' as const,
      index,
      ex,
    })),
  ].map(({ phase, index, ex }) => ({ phase, index, question: questionPrompt(ex), expected: ex.answer }));
  const challenge = independent.content.challenge_question;
  if (challenge)
    slots.push({
      phase: 'independent_practice',
      index: independent.content.exercises.length,
      question: challenge.question,
      expected: challenge.answer,
    });
  return slots;
}

/** Every question of every module in slide order (guided, independent, then the challenge). */
export function sessionResults(
  modules: Array<ExerciseModule | null>,
  answers: Map<string, RecordedAnswer>,
): ModuleResult[] {
  return modules.flatMap((m) => {
    if (!m) return [];
    const questions = questionSlots(m).map((s) => {
      const key = answerKey({ module_id: m.module_id, phase: s.phase, index: s.index });
      const given = answers.get(key);
      return {
        key,
        question: s.question,
        expected: s.expected,
        given: given?.answer ?? null,
        correct: given?.correct ?? false,
      };
    });
    return [{ moduleId: m.module_id, title: m.concept_title, concepts: conceptsOf(m, questions), questions }];
  });
}

/**
 * A merged spelling module's words each with their own questions (decision 195); otherwise the one
 * deck concept the module names, practised by all its questions.
 */
function conceptsOf(m: ExerciseModule, questions: QuestionResult[]): ResultConcept[] {
  if (m.concepts?.length)
    return m.concepts.map((c) => ({
      conceptId: c.concept_id,
      title: c.title,
      questionKeys: c.questions.map((q) => answerKey({ module_id: m.module_id, ...q })),
    }));
  if (!m.concept_id) return [];
  return [{ conceptId: m.concept_id, title: m.concept_title, questionKeys: questions.map((q) => q.key) }];
}

/**
 * The concepts to practise again: those with a question of theirs answered wrong or left unanswered
 * (a merged module's words each by their own questions). Modules with no deck concept (a grammar point
 * never added to the deck) are named apart, as they cannot be used.
 */
export function missedConcepts(results: ModuleResult[]): {
  ids: string[];
  titles: string[];
  notInDeck: string[];
} {
  const missed = results.filter((r) => r.questions.some((q) => !q.correct));
  const wrong = new Set(missed.flatMap((r) => r.questions.filter((q) => !q.correct).map((q) => q.key)));
  const usable = missed
    .flatMap((r) => r.concepts)
    .filter((c) => c.questionKeys.some((key) => wrong.has(key)));
  const ids = [...new Set(usable.map((c) => c.conceptId))];
  return {
    ids,
    titles: ids.map((id) => usable.find((c) => c.conceptId === id)!.title),
    notInDeck: missed.filter((r) => r.concepts.length === 0).map((r) => r.title),
  };
}
