/**
 * The correction categories as a plain list (decision 321): the web's first render needs their order and
 * names without zod; `correctionCategory` in assessment.ts is the zod enum built from this list.
 */
export const CORRECTION_CATEGORIES = [
  'spelling',
  'accents',
  'punctuation',
  'vocabulary',
  'grammar',
  'word_order',
] as const;
