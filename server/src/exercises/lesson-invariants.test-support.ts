import { gradeAnswer, type Exercise, type ModulePhases, type SpanCheck } from '@inkwell/contract';
import { expect } from 'vitest';
import { holdsWord } from './practice-window.js';

/** Every graded question of a module, the challenge included. */
export function questionsOf(
  m: ModulePhases,
): { question: string; answer: string; check?: SpanCheck; ex?: Exercise }[] {
  const challenge = m.independent_practice.content.challenge_question;
  return [
    ...m.guided_practice.content.exercises.map((ex) => ({ ...ex, ex })),
    ...m.independent_practice.content.exercises.map((ex) => ({ ...ex, ex })),
    ...(challenge ? [challenge] : []),
  ];
}

/** What the module presents as correct language: answers, examples and demonstrations. */
export function shownAsCorrect(m: ModulePhases): string[] {
  return [
    m.simple_explanation.content.example,
    ...m.demonstration.content.examples.map((e) => e.text),
    ...questionsOf(m).map((q) => q.answer),
  ];
}

export const distractorsOf = (m: ModulePhases): { answer: string; wrong: string[] }[] =>
  questionsOf(m)
    .filter((q) => q.ex?.type === 'multiple_choice')
    .map((q) => ({ answer: q.answer, wrong: (q.ex!.options ?? []).filter((o) => o !== q.answer) }));

const stripEnd = (s: string) => s.trim().replace(/[.!?…]+$/, '');

/** The checks of the "must show", for one module and the learner sentences behind it. */
export function expectTeachesOnlyWhatIsChecked(m: ModulePhases, learnerSentences: string[]): void {
  for (const text of shownAsCorrect(m))
    for (const s of learnerSentences)
      expect(text, 'a whole learner sentence shown as correct').not.toContain(stripEnd(s));
  for (const q of questionsOf(m)) {
    expect(holdsWord(q.question, q.answer), `“${q.question}” holds its answer “${q.answer}”`).toBe(false);
    // A hint narrows: it may name the learner's earlier form, never the answer itself.
    if (q.ex?.hint)
      expect(holdsWord(q.ex.hint, q.answer), `hint “${q.ex.hint}” holds “${q.answer}”`).toBe(false);
    expect(gradeAnswer(q.answer, q.check, q.answer), `the answer of “${q.question}” is graded right`).toBe(
      true,
    );
  }
  for (const { answer, wrong } of distractorsOf(m)) {
    expect(wrong.length).toBeGreaterThanOrEqual(2);
    for (const w of wrong) expect(w.toLocaleLowerCase()).not.toBe(answer.toLocaleLowerCase());
  }
}
