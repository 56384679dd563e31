import type { Exercise } from './exercises';

/** Spec §5: fill_blank and translation match when the trimmed answers are equal ignoring case. */
export function isCorrectAnswer(expected: string, given: string): boolean {
  const norm = (s: string) => s.trim().toLocaleLowerCase();
  return norm(given) !== '' && norm(given) === norm(expected);
}

/** Blank input cannot be submitted; multiple choice needs a selection. */
export const canSubmit = (given: string | null | undefined): boolean => (given ?? '').trim() !== '';

/**
 * The choices of a multiple-choice exercise. Generated exercises carry real options; an exercise stored
 * without them falls back to the spec's placeholders 'Option B' and 'Option C' next to the answer.
 */
export function choicesOf(ex: Pick<Exercise, 'answer' | 'options'>): string[] {
  if (ex.options && ex.options.length >= 2) return ex.options;
  return [ex.answer, 'Option B', 'Option C'];
}

/** The prompt shown for an exercise: translations read 'Translate: …' (spec §2). */
export const questionText = (ex: Pick<Exercise, 'type' | 'question'>): string =>
  ex.type === 'translation' ? `Translate: ${ex.question}` : ex.question;
