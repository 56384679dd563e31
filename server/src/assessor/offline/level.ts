import { CEFR_LEVELS, type CefrLevel, type InterfaceLanguage } from '@inkwell/contract';
import { sentenceSpans, wordTokens } from '../text.js';
import { explainText } from './explain-text.js';

/**
 * A heuristic CEFR estimate for the offline assessor (docs/decisions/053-offline-level-estimate.md).
 * It is a rough signal from four measurable features, not a placement test:
 *   sentence length (words per sentence), vocabulary variety (moving-average type/token ratio over
 *   25-word windows), word length (letters per word) and error rate (corrections per 100 words).
 * It says it is an estimate and how sure it is (estimateLevelWithConfidence); many mistakes cap it
 * (issue 13: an A2 entry with eight errors was estimated B1).
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

/** What the offline checker looked at: grammar rules too (English), spelling only, or nothing. */
export type CheckCoverage = 'grammar' | 'spelling' | 'none';

export interface LevelOptions {
  /** Base language code: words are longer in Spanish or German than in English at the same level. */
  language?: string;
  coverage?: CheckCoverage;
  /** The language the summary is written in (explain-text.ts); English when not given. */
  words?: InterfaceLanguage;
}

/**
 * How many mistakes there probably are for each one the checker found. The offline checker catches
 * roughly one learner error in ten on real learner text (issue 13, decision 165); these factors are
 * deliberately lower, so a single slip does not sink a level, but an entry with many found mistakes
 * cannot come out high.
 */
const UNSEEN_FACTOR: Record<CheckCoverage, number> = { grammar: 2.5, spelling: 4, none: 0 };
/** Letters per word above English at the same level: German compounds (Spanish and French are not longer). */
const LETTER_OFFSET: Record<string, number> = { de: 0.6, nl: 0.3 };

/** The raw 0 … 5 score and the highest level the evidence allows. */
function scoreOf(f: LevelFeatures, options: LevelOptions): { score: number; cap: number } {
  const coverage = options.coverage ?? 'grammar';
  const offset = LETTER_OFFSET[options.language ?? 'en'] ?? 0;
  const length = band(f.wordsPerSentence, [6, 9, 13, 17, 22]);
  const variety = band(f.variety, [0.6, 0.7, 0.78, 0.85, 0.9]);
  const letters = band(f.lettersPerWord - offset, [3.8, 4.3, 4.8, 5.3, 5.8]);
  const errors = f.errorsPer100Words * UNSEEN_FACTOR[coverage];
  let score = 0.4 * length + 0.4 * variety + 0.2 * letters;
  score -= errors > 30 ? 2 : errors > 16 ? 1.5 : errors > 8 ? 1 : errors > 4 ? 0.5 : 0;
  // A few words cannot show an advanced level, however long they are.
  let cap = f.words < 20 ? 1 : f.words < 50 ? 2 : 5;
  // Many mistakes cap the level whatever the sentences look like (an A2 entry with eight errors is not B1).
  if (errors >= 50) cap = 0;
  else if (errors >= 20) cap = Math.min(cap, 1);
  else if (errors >= 10) cap = Math.min(cap, 2);
  // Unchecked grammar hides the mistakes that separate B2 from C1: without it, no higher than B2.
  if (coverage === 'spelling') cap = Math.min(cap, 3);
  if (coverage === 'none') cap = Math.min(cap, 2);
  return { score, cap };
}

export function estimateLevel(f: LevelFeatures, options: LevelOptions = {}): CefrLevel {
  if (f.words === 0) return 'A1';
  const { score, cap } = scoreOf(f, options);
  return CEFR_LEVELS[Math.max(0, Math.min(cap, Math.round(score)))]!;
}

/** The estimate as the learner sees it: a level, the range it could well be, and how sure it is. */
export interface LevelEstimate {
  level: CefrLevel;
  low: CefrLevel;
  high: CefrLevel;
  confidence: 'low' | 'moderate';
  /** One plain sentence saying it is an estimate, how sure, and from what. */
  summary: string;
}

/**
 * Never "high": a heuristic over one entry is not a placement. Moderate needs a long entry whose
 * grammar was checked and a score not on the edge between two levels.
 */
export function estimateLevelWithConfidence(
  text: string,
  corrections: number,
  options: LevelOptions = {},
): LevelEstimate {
  const f = levelFeatures(text, corrections);
  const level = estimateLevel(f, options);
  const index = CEFR_LEVELS.indexOf(level);
  const coverage = options.coverage ?? 'grammar';
  const { score } = scoreOf(f, options);
  const onEdge = Math.abs(score - Math.round(score)) > 0.35;
  const confidence = f.words >= 150 && coverage === 'grammar' && !onEdge ? 'moderate' : 'low';
  const spread = confidence === 'moderate' ? 1 : f.words < 50 || coverage !== 'grammar' ? 2 : 1;
  // Unseen mistakes and short entries make the estimate more likely too high than too low.
  const low = CEFR_LEVELS[Math.max(0, index - spread)]!;
  const high = CEFR_LEVELS[Math.min(CEFR_LEVELS.length - 1, index + 1)]!;
  const words = options.words ?? 'en';
  const why = [
    explainText(words, 'level.from', { words: f.words }),
    f.words < 50 ? explainText(words, 'level.short') : '',
    coverage === 'spelling' ? explainText(words, 'level.spelling') : '',
    coverage === 'none' ? explainText(words, 'level.none') : '',
  ].filter(Boolean);
  const range = low === high ? low : `${low}–${high}`;
  const reasons = why.reduce((head, last) => explainText(words, 'level.join', { head, last }));
  const summary = explainText(words, 'level.summary', { level, confidence, range, reasons });
  return { level, low, high, confidence, summary };
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
