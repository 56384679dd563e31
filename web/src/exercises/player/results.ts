import { questionText, type ExerciseModule, type RecordedAnswer } from '@inkwell/contract';
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

export interface ModuleResult {
  moduleId: string;
  title: string;
  conceptId: string | null;
  questions: QuestionResult[];
}

/** Every question of every module in slide order (guided, independent, then the challenge). */
export function sessionResults(
  modules: Array<ExerciseModule | null>,
  answers: Map<string, RecordedAnswer>,
): ModuleResult[] {
  return modules.flatMap((m) => {
    if (!m) return [];
    const { guided_practice: guided, independent_practice: independent } = m.phases;
    const slots = [
      ...guided.content.exercises.map((ex, index) => ({ phase: 'guided_practice' as const, index, ex })),
      ...independent.content.exercises.map((ex, index) => ({
        phase: 'independent_practice' as const,
        index,
        ex,
      })),
    ].map(({ phase, index, ex }) => ({ phase, index, question: questionText(ex), expected: ex.answer }));
    const challenge = independent.content.challenge_question;
    if (challenge)
      slots.push({
        phase: 'independent_practice',
        index: independent.content.exercises.length,
        question: challenge.question,
        expected: challenge.answer,
      });
    const questions = slots.map((s) => {
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
    return [{ moduleId: m.module_id, title: m.concept_title, conceptId: m.concept_id ?? null, questions }];
  });
}

/**
 * The concepts to practise again: those with a question answered wrong or left unanswered. Those with
 * no deck concept (a grammar point never added to the deck) are named apart, as they cannot be used.
 */
export function missedConcepts(results: ModuleResult[]): {
  ids: string[];
  titles: string[];
  notInDeck: string[];
} {
  const missed = results.filter((r) => r.questions.some((q) => !q.correct));
  const usable = missed.filter((r) => r.conceptId);
  return {
    ids: [...new Set(usable.map((r) => r.conceptId!))],
    titles: usable.map((r) => r.title),
    notInDeck: missed.filter((r) => !r.conceptId).map((r) => r.title),
  };
}
