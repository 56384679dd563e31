// The contract's zod-free values (decision 321), importable as '@inkwell/contract/values' so that a page's
// first render can use them without loading zod and every schema. values.test.ts keeps this closure zod-free.
export { CORRECTION_CATEGORIES } from './correction-categories';
export { languageName } from './languages';
export { entryLength, JOURNAL_CONTENT_MAX_CHARS } from './text-length';
export { findDueWordUses } from './due-word-match';
