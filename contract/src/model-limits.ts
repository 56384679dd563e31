/**
 * Bounds on what a model's answer may put into stored data (decision 130). A model is an untrusted
 * source: every list and text it produces is capped before it is stored and served on each page load.
 * Lengths are entryLength units (code points).
 */

/** Raw answer of one model call, in bytes; a longer answer is refused before it is parsed. */
export const MODEL_ANSWER_MAX_BYTES = 256 * 1024;

export const ASSESSMENT_LIMITS = {
  /** Hard cap on corrections kept for one entry, whatever its length. */
  maxCorrections: 200,
  /** Below the hard cap, at most one correction per this many words of the entry (at least 5). */
  wordsPerCorrection: 2,
  minCorrections: 5,
  feedbackChars: 2_000,
  explanationChars: 600,
  correctedChars: 600,
  /** A model quote longer than this is not a correction but a rewrite. */
  quoteChars: 600,
  contextBeforeChars: 200,
  /** The sentence shown with a correction; a longer sentence is cut to a window around the span. */
  sentenceChars: 400,
  vocabConcepts: 40,
  grammarPoints: 15,
  examplesPerPoint: 5,
  tagsPerPoint: 8,
  shortTextChars: 120,
  descriptionChars: 1_000,
} as const;

/** How many corrections an entry of `words` words may get. */
export function maxCorrectionsFor(words: number): number {
  const { maxCorrections, wordsPerCorrection, minCorrections } = ASSESSMENT_LIMITS;
  return Math.min(maxCorrections, Math.max(minCorrections, Math.ceil(words / wordsPerCorrection)));
}

export const EXERCISE_LIMITS = {
  /** Exercises kept per practice phase. */
  exercisesPerPhase: 8,
  minOptions: 2,
  maxOptions: 6,
  maxPoints: 10,
  defaultPoints: 1,
  questionChars: 500,
  answerChars: 300,
  optionChars: 200,
  /** Explanations, tips, notes. */
  longTextChars: 2_000,
  shortTextChars: 200,
  /** Examples, key points, common mistakes per phase. */
  listItems: 8,
} as const;
