import {
  CEFR_LEVELS,
  segmenterFor,
  wordLikeSegments,
  type AssessmentData,
  type CorrectionCategory,
} from '@inkwell/contract';

/**
 * The figures stored for one assessed entry (decision 245): pure, so the job, the migration's backfill and
 * an import compute them the same way.
 */
export interface EntryFigures {
  words: number;
  mistakes: number;
  byCategory: Partial<Record<CorrectionCategory, number>>;
  /** 1 (A1) … 6 (C2). */
  levelRank: number;
  /** 0–100: how much text the level rests on (a 150-word entry or longer is full confidence). */
  confidence: number;
  assessor: string;
  model: string | null;
  /** Distinct lower-cased word forms of the entry, in first-use order. */
  lemmas: string[];
  corrections: MistakeRow[];
}

export interface MistakeRow {
  correctionId: string;
  category: CorrectionCategory;
  /** What groups the same mistake across entries: category, lower-cased original and its fix. */
  key: string;
  original: string;
  corrected: string;
  context: string;
}

/** Words at which a level estimate counts as fully supported. */
export const FULL_CONFIDENCE_WORDS = 150;
/** Longest lemma kept: longer "words" are pasted URLs or noise, not vocabulary. */
const MAX_LEMMA = 64;

export function figuresOf(input: { content: string; wordCount: number; data: AssessmentData }): EntryFigures {
  const { data, wordCount } = input;
  const byCategory: Partial<Record<CorrectionCategory, number>> = {};
  for (const c of data.corrections) byCategory[c.category] = (byCategory[c.category] ?? 0) + 1;
  return {
    words: wordCount,
    mistakes: data.corrections.length,
    byCategory,
    levelRank: CEFR_LEVELS.indexOf(data.student_language_level) + 1,
    confidence: Math.round(Math.min(1, wordCount / FULL_CONFIDENCE_WORDS) * 100),
    assessor: data.assessor,
    model: data.model,
    lemmas: lemmasOf(input.content, data.language),
    corrections: data.corrections.map((c) => ({
      correctionId: c.id,
      category: c.category,
      key: mistakeKey(c.category, c.original, c.corrected),
      original: c.original,
      corrected: c.corrected,
      context: c.context,
    })),
  };
}

export const mistakeKey = (category: string, original: string, corrected: string): string =>
  `${category}\u241f${original.trim().toLocaleLowerCase()}\u241f${corrected.trim()}`;

/** Mistakes per 100 words; 0 for no words. Rounded to one decimal, as charts show it. */
export const per100Words = (mistakes: number, words: number): number =>
  words > 0 ? Math.round((mistakes / words) * 1000) / 10 : 0;

/**
 * The word forms of a text. Without a lemmatiser for every language, a "lemma" is the lower-cased,
 * NFC-normalised word form (decision 245): "went" and "go" count as two words.
 */
export function lemmasOf(text: string, language: string | null): string[] {
  const seen = new Set<string>();
  for (const word of wordLikeSegments(segmenterFor(language), text.normalize('NFC'))) {
    if (/^\d+$/.test(word) || word.length > MAX_LEMMA) continue;
    seen.add(word.toLocaleLowerCase(language ?? undefined));
  }
  return [...seen];
}

/** The lemmas not yet in `known`, in order. */
export const newLemmasOf = (lemmas: readonly string[], known: ReadonlySet<string>): string[] =>
  lemmas.filter((l) => !known.has(l));
