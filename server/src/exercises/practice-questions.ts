import type { Exercise, SpanCheck } from '@inkwell/contract';
import { realDistractors, shuffleStable } from './distractors.js';
import { fixKind } from './fix-kinds.js';
import { asWritten, blanked, holdsWord, practiceWindow, withFix } from './practice-window.js';

/**
 * One thing to practise: a span of a sentence and its right form. From an entry, `sentence` is the
 * learner's and `earlier` the form they wrote; from a deck example, `earlier` is null.
 */
export interface Target {
  sentence: string;
  earlier: string | null;
  right: string;
  /** Shown after answering: the rule of this fix. */
  rule: string;
  /** Whose words the context is, for the question's label. */
  source: 'entry' | 'example';
  /** A vocab word: the gap is always that word. */
  vocab: boolean;
  /** The language, so two forms of one word (el → la) are hinted as grammar, not as letters. */
  language?: string;
}

export interface Lookup {
  language: string;
  known: ReadonlySet<string>;
}

/**
 * The first wording that does not contain the answer: an English answer ("the", "your") can be a word
 * of the instructions themselves, and no question may contain its answer.
 */
export function phrased(answer: string, wordings: string[]): string | null {
  return wordings.find((q) => !holdsWord(q, answer)) ?? null;
}

/** Whose words the context is, in a plain and a terse wording. */
const sources = (t: Target) =>
  t.source === 'entry'
    ? ['your words from the entry', 'what you wrote']
    : ['an example saved with this concept', 'a saved example'];

/** Which form is wanted: the context alone may allow several (muy ___ y: simpático or simpática). */
const wanted = (t: Target, vocab: boolean) =>
  t.earlier
    ? [` (you first wrote “${t.earlier}”)`, ` (earlier: “${t.earlier}”)`]
    : vocab
      ? [' (your deck word)', ' (deck word)']
      : [''];

function windowOf(t: Target, size: number) {
  const w = practiceWindow(t.sentence, t.earlier ?? t.right, t.right, size);
  // A question never shows its own answer: the context must not hold the right form elsewhere.
  return w && !holdsWord(blanked(w), w.right) ? w : null;
}

/**
 * A hint that narrows without giving the answer away (issue 22): what kind of change it is, never the
 * answer's length and first letter, which with the context spell the word out.
 */
function hintOf(t: Target, right: string): string {
  const kind = t.earlier ? fixKind(t.earlier, right, t.language) : 'other';
  const how =
    kind === 'accent'
      ? 'Mind the accent.'
      : kind === 'capital'
        ? 'Mind the first letter.'
        : kind === 'spelling'
          ? 'Only a letter or two change.'
          : 'Think of the rule, then of the words around the gap.';
  return t.earlier ? `Your earlier form was “${t.earlier}”. ${how}` : how;
}

/** The span with a blank in a short window of its sentence; only the blank is graded. */
export function fillQuestion(t: Target, size: number, withHint: boolean): Exercise | null {
  const w = windowOf(t, size);
  if (!w) return null;
  const caseOnly = t.earlier !== null && fixKind(t.earlier, w.right) === 'capital';
  const question = phrased(
    w.right,
    sources(t)
      .flatMap((src) => wanted(t, t.vocab).map((tail) => `Fill the gap in ${src}: “${blanked(w)}”${tail}`))
      .concat(wanted(t, t.vocab).map((tail) => `Gap: “${blanked(w)}”${tail}`)),
  );
  if (!question) return null;
  return {
    type: 'fill_blank',
    question,
    answer: w.right,
    ...(withHint ? { hint: hintOf(t, w.right) } : {}),
    explanation: t.rule,
    // The spec's grader ignores case; a capital-letter fix must not accept the form it corrects.
    ...(caseOnly ? { check: { right: w.right, wrong: w.wrong, window: w.right } } : {}),
  };
}

/** Multiple choice between forms of the span's own word from a table; null when no table knows it. */
export function choiceQuestion(
  t: Target,
  size: number,
  lookup: Lookup,
  withHint: boolean,
  points?: number,
): Exercise | null {
  const w = windowOf(t, size);
  if (!w) return null;
  const wrongOptions = realDistractors(w.right, t.earlier, lookup.language);
  if (wrongOptions.length < 2) return null;
  // The learner's earlier form, when it is one of the options, is the contrast itself: not named twice.
  const tails = wrongOptions.some((o) => o === t.earlier) ? [''] : wanted(t, t.vocab);
  const question = phrased(
    w.right,
    sources(t)
      .flatMap((src) => tails.map((tail) => `Which word fits ${src}? “${blanked(w)}”${tail}`))
      .concat(tails.map((tail) => `Choose: “${blanked(w)}”${tail}`)),
  );
  if (!question || wrongOptions.some((o) => holdsWord(question, o))) return null;
  return {
    type: 'multiple_choice',
    question,
    answer: w.right,
    options: shuffleStable([w.right, ...wrongOptions], question),
    ...(withHint ? { hint: 'Read the words around the gap before you choose.' } : {}),
    explanation: t.rule,
    ...(points ? { points } : {}),
  };
}

/** Rewrite the learner's own words: graded on the practised span only (SpanCheck). */
export function rewriteChallenge(
  t: Target,
  size: number,
): { question: string; answer: string; check: SpanCheck } | null {
  if (!t.earlier) return null;
  const w = practiceWindow(t.sentence, t.earlier, t.right, size);
  if (!w || holdsWord(asWritten(w), w.right)) return null;
  const question = phrased(w.right, [
    `Rewrite these words of yours with “${w.wrong}” corrected (only that part is checked): “${asWritten(w)}”`,
    `Correct “${w.wrong}” in: “${asWritten(w)}”`,
  ]);
  if (!question) return null;
  return {
    question,
    answer: w.right,
    check: { right: w.right, wrong: w.wrong, window: withFix(w) },
  };
}

/** The corrected window, labelled as the learner's words, for examples. */
export function correctedWindow(t: Target, size: number): string | null {
  const w = t.earlier ? practiceWindow(t.sentence, t.earlier, t.right, size) : null;
  return w ? withFix(w) : null;
}
