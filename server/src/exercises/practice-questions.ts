import type { Exercise, SpanCheck } from '@inkwell/contract';
import { realDistractors, shuffleStable } from './distractors.js';
import { fixKind } from './fix-kinds.js';
import { hintGivesAnswer } from './hint-check.js';
import { sayEnglish, type LessonKey, type LessonValues, type Say } from './lesson-text.js';
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
  /** The lesson's words in the learner's language (lesson-text.ts); English when absent. */
  say?: Say;
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

const sayOf = (t: Target) => t.say ?? sayEnglish;

/** Which form is wanted: the context alone may allow several (muy ___ y: simpático or simpática). */
function wanted(t: Target, vocab: boolean): string[] {
  const say = sayOf(t);
  if (t.earlier)
    return [say('tail.earlier', { earlier: t.earlier }), say('tail.earlierTerse', { earlier: t.earlier })];
  return vocab ? [say('tail.deck'), say('tail.deckTerse')] : [''];
}

/**
 * The wordings of a question, plainest first: whose words the context is (plain, then terse), then
 * the bare form, each with every wanted-form tail.
 */
function wordings(t: Target, tails: string[], gapped: string, [plain, terse, bare]: LessonKey[]) {
  const say = sayOf(t);
  return [plain!, terse!]
    .flatMap((id) => tails.map((tail) => say(id, { source: t.source, gapped, tail })))
    .concat(tails.map((tail) => say(bare!, { gapped, tail })));
}

function windowOf(t: Target, size: number) {
  const w = practiceWindow(t.sentence, t.earlier ?? t.right, t.right, size);
  // A question never shows its own answer: the context must not hold the right form elsewhere.
  return w && !holdsWord(blanked(w), w.right) ? w : null;
}

/**
 * A hint that narrows without giving the answer away (issue 22): what kind of change it is, never the
 * answer's length and first letter, which with the context spell the word out.
 */
function hintOf(t: Target, right: string): string | null {
  const say = sayOf(t);
  const kind = t.earlier ? fixKind(t.earlier, right, t.language) : 'other';
  const parts = [
    t.earlier ? hintIn(say, right, 'hint.earlier', { earlier: t.earlier }) : null,
    hintIn(say, right, `hint.${kind}`),
  ].filter((p): p is string => !!p);
  return parts.length ? parts.join(' ') : null;
}

/**
 * A hint message, or null when its own words hold the answer: in any language the answer ("la", "the")
 * may be a word of the hint's sentence. Its values (the learner's earlier form) are checked only for
 * the answer as written: "simpatica" is the contrast an accent hint is about.
 */
export function hintIn(say: Say, answer: string, id: LessonKey, values: LessonValues = {}): string | null {
  const ownWords = say(id, Object.fromEntries(Object.keys(values).map((k) => [k, '…'])));
  const text = say(id, values);
  // A multi-word earlier form ("más mejor") may hold the answer itself.
  return hintGivesAnswer(ownWords, [answer]) || holdsWord(text, answer) ? null : text;
}

const optionalHint = (hint: string | null) => (hint ? { hint } : {});

/** The span with a blank in a short window of its sentence; only the blank is graded. */
export function fillQuestion(t: Target, size: number, withHint: boolean): Exercise | null {
  const w = windowOf(t, size);
  if (!w) return null;
  const caseOnly = t.earlier !== null && fixKind(t.earlier, w.right) === 'capital';
  const question = phrased(
    w.right,
    wordings(t, wanted(t, t.vocab), blanked(w), ['q.fill', 'q.fillTerse', 'q.gap']),
  );
  if (!question) return null;
  return {
    type: 'fill_blank',
    question,
    answer: w.right,
    ...optionalHint(withHint ? hintOf(t, w.right) : null),
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
    wordings(t, tails, blanked(w), ['q.choice', 'q.choiceTerse', 'q.choose']),
  );
  if (!question || wrongOptions.some((o) => holdsWord(question, o))) return null;
  return {
    type: 'multiple_choice',
    question,
    answer: w.right,
    options: shuffleStable([w.right, ...wrongOptions], question),
    ...optionalHint(withHint ? hintIn(sayOf(t), w.right, 'hint.choice') : null),
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
  const say = sayOf(t);
  const values = { wrong: w.wrong, written: asWritten(w) };
  const question = phrased(w.right, [say('q.rewrite', values), say('q.correct', values)]);
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
