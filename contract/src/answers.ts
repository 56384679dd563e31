import type { Exercise, SpanCheck } from './exercises';

/**
 * Fill_blank and translation match when the trimmed answers are equal ignoring case. Leniently
 * (issue 14): a final full stop, ! or ?, inner runs of spaces, typographic apostrophes and Unicode
 * composition do not count, and any of the accepted alternatives is right too.
 */
export function isCorrectAnswer(expected: string, given: string, accepted: readonly string[] = []): boolean {
  const answer = normalizeAnswer(given);
  if (answer === '') return false;
  return answerAlternatives(expected, accepted).some((alt) => normalizeAnswer(alt) === answer);
}

/** The comparable form of a free answer: what a teacher would not mark wrong is removed. */
export function normalizeAnswer(s: string): string {
  return s
    .normalize('NFC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.!?。…]+$/u, '')
    .toLocaleLowerCase();
}

/**
 * Every answer that is right: the expected one, its " / "-separated alternatives (a model writes
 * "estaba / estuve") and the exercise's `accepted` list.
 */
export function answerAlternatives(expected: string, accepted: readonly string[] = []): string[] {
  return [...expected.split(/\s+\/\s+/), ...accepted].map((a) => a.trim()).filter((a) => a !== '');
}

/** Words and punctuation marks, with typographic apostrophes made plain, for counting phrases. */
function tokens(s: string, keepCase: boolean): string[] {
  const plain = s.replace(/[\u2018\u2019]/g, "'");
  const list = plain.match(/[\p{L}\p{N}\p{M}'-]+|[^\s\p{L}\p{N}\p{M}'-]/gu) ?? [];
  return keepCase ? list : list.map((t) => t.toLocaleLowerCase());
}

/** How often the token sequence `phrase` occurs in `text`. */
function occurrences(text: string[], phrase: string[]): number {
  if (phrase.length === 0) return 0;
  let n = 0;
  for (let i = 0; i + phrase.length <= text.length; i++) if (phrase.every((p, k) => text[i + k] === p)) n++;
  return n;
}

/**
 * Grades only the practised span (docs/decisions/147): the corrected span is there as often as in the
 * corrected window and the learner's form no more often, so fixing other words too is still right.
 * Case counts only when case is what was corrected (haus → Haus).
 */
export function isCorrectSpan(check: SpanCheck, given: string): boolean {
  const keepCase = check.right.toLocaleLowerCase() === check.wrong.toLocaleLowerCase();
  const answer = tokens(given, keepCase);
  if (answer.length === 0) return false;
  const window = tokens(check.window, keepCase);
  const right = tokens(check.right, keepCase);
  const wrong = tokens(check.wrong, keepCase);
  if (right.length && occurrences(answer, right) < Math.max(1, occurrences(window, right))) return false;
  return wrong.length === 0 || occurrences(answer, wrong) <= occurrences(window, wrong);
}

/** The grader: a span check when the question carries one, else the spec's whole-answer match. */
export function gradeAnswer(
  expected: string,
  check: SpanCheck | undefined,
  given: string,
  accepted: readonly string[] = [],
): boolean {
  return check ? isCorrectSpan(check, given) : isCorrectAnswer(expected, given, accepted);
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

/** The prompt shown for an exercise: translations read 'Translate: …'. */
export const questionText = (ex: Pick<Exercise, 'type' | 'question'>): string =>
  ex.type === 'translation' ? `Translate: ${ex.question}` : ex.question;
