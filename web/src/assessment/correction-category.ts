import type { CorrectionCategory } from '@inkwell/contract';
import { CORRECTION_CATEGORIES } from '@inkwell/contract/values';
import { t, type MessageKey } from '../i18n/runtime';

/** The categories, in the order the Corrections List shows its groups: the contract's order. */
export const CATEGORY_ORDER: readonly CorrectionCategory[] = CORRECTION_CATEGORIES;

const CATEGORY_KEYS: Record<CorrectionCategory, MessageKey> = {
  spelling: 'analysis.category.spelling',
  accents: 'analysis.category.accents',
  punctuation: 'analysis.category.punctuation',
  vocabulary: 'analysis.category.vocabulary',
  grammar: 'analysis.category.grammar',
  word_order: 'analysis.category.word_order',
};

/** A category's name in the interface language ('Spelling', 'Word Order' in English). */
export const categoryLabel = (category: CorrectionCategory): string => t(CATEGORY_KEYS[category]);

const SPELLING_WORDS = ['spell', 'spelling', 'typo'];
const VOCABULARY_WORDS = ['vocabulary', 'word choice', 'formal', 'informal'];

/** Spec §3: a correction without a category gets one from its explanation text. */
export function inferCategory(explanation: string): CorrectionCategory {
  const text = explanation.toLowerCase();
  if (SPELLING_WORDS.some((w) => text.includes(w))) return 'spelling';
  if (VOCABULARY_WORDS.some((w) => text.includes(w))) return 'vocabulary';
  return 'grammar';
}

/**
 * The category to show: the given one when it names one of the four (in any case, with a space or hyphen
 * for "word order"), else the inferred one — older or model-made data may carry none or a stray label.
 */
export function categoryOf(correction: {
  category?: string | null;
  explanation: string;
}): CorrectionCategory {
  const given = correction.category
    ?.trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (given && (CATEGORY_ORDER as readonly string[]).includes(given)) return given as CorrectionCategory;
  return inferCategory(correction.explanation);
}
