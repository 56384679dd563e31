import { CEFR_LEVELS, type CefrLevel } from '@inkwell/contract';
import { sentenceSpans, wordTokens } from '../text.js';

/**
 * A heuristic CEFR estimate for the offline assessor (docs/decisions/053-offline-level-estimate.md).
 * It is a rough signal from four measurable features, not a placement test:
 *   sentence length (words per sentence), vocabulary variety (moving-average type/token ratio over
 *   25-word windows), word length (letters per word) and error rate (corrections per 100 words).
 */

export interface LevelFeatures {
  words: number;
  wordsPerSentence: number;
  variety: number;
  lettersPerWord: number;
  errorsPer100Words: number;
}

export function levelFeatures(text: string, corrections: number): LevelFeatures {
  const tokens = wordTokens(text).map((t) => t.word.toLowerCase());
  const words = tokens.length;
  const sentences = Math.max(1, sentenceSpans(text).length);
  return {
    words,
    wordsPerSentence: words / sentences,
    variety: movingTypeTokenRatio(tokens, 25),
    lettersPerWord: words === 0 ? 0 : tokens.reduce((n, w) => n + w.length, 0) / words,
    errorsPer100Words: words === 0 ? 0 : (corrections * 100) / words,
  };
}

export function estimateLevel(f: LevelFeatures): CefrLevel {
  if (f.words === 0) return 'A1';
  const length = band(f.wordsPerSentence, [6, 9, 13, 17, 22]);
  const variety = band(f.variety, [0.6, 0.7, 0.78, 0.85, 0.9]);
  const letters = band(f.lettersPerWord, [3.8, 4.3, 4.8, 5.3, 5.8]);
  let score = 0.4 * length + 0.4 * variety + 0.2 * letters; // 0 … 5
  score -= f.errorsPer100Words > 15 ? 2 : f.errorsPer100Words > 8 ? 1 : f.errorsPer100Words > 4 ? 0.5 : 0;
  // A few words cannot show an advanced level, however long they are.
  const cap = f.words < 20 ? 1 : f.words < 50 ? 2 : 5;
  const index = Math.max(0, Math.min(cap, Math.round(score)));
  return CEFR_LEVELS[index]!;
}

/** Index of the first threshold above `value` (0 … thresholds.length). */
function band(value: number, thresholds: number[]): number {
  const i = thresholds.findIndex((t) => value < t);
  return i === -1 ? thresholds.length : i;
}

/** MATTR: the mean type/token ratio of every `window`-word window (plain TTR for shorter texts). */
function movingTypeTokenRatio(tokens: string[], window: number): number {
  if (tokens.length === 0) return 0;
  if (tokens.length <= window) return new Set(tokens).size / tokens.length;
  let total = 0;
  const counts = new Map<string, number>();
  for (let i = 0; i < window; i++) counts.set(tokens[i]!, (counts.get(tokens[i]!) ?? 0) + 1);
  total += counts.size / window;
  for (let i = window; i < tokens.length; i++) {
    const out = tokens[i - window]!;
    const left = counts.get(out)! - 1;
    if (left === 0) counts.delete(out);
    else counts.set(out, left);
    counts.set(tokens[i]!, (counts.get(tokens[i]!) ?? 0) + 1);
    total += counts.size / window;
  }
  return total / (tokens.length - window + 1);
}
