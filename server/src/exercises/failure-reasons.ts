import type { CodedText, SessionFailureCode } from '@inkwell/contract';

/**
 * Why a session failed. The row keeps the English sentence (export files, older clients); the code the
 * web words in the interface language is derived from it when the session is read (decision 305), so
 * every row, old or new, gets one without a migration. Each sentence is written only from here.
 */
export const NO_CONCEPTS_REASON = 'No concepts to practise were found';
export const ALL_REJECTED_REASON = 'Every correction this session practised was rejected';

export function moduleFailedReason(concept: string, error: string): string {
  return `Module “${concept}” could not be generated: ${error}`;
}

const MODULE_FAILED = /^Module “(.*)” could not be generated: /s;

/**
 * The code of a stored reason, or null when it has none (no failure, or a sentence this version does
 * not know). A failed module's code names the concept only: the error after it is a model's or a
 * developer's English, which the learner reads in English only.
 */
export function failureReasonCoded(reason: string | null): CodedText | null {
  if (reason === null) return null;
  const code = (c: SessionFailureCode, params?: CodedText['params']): CodedText =>
    params ? { code: c, params } : { code: c };
  if (reason === NO_CONCEPTS_REASON) return code('no_concepts');
  if (reason === ALL_REJECTED_REASON) return code('all_rejected');
  const failed = MODULE_FAILED.exec(reason);
  if (failed) return code('module_failed', { concept: failed[1]!.slice(0, 400) });
  return null;
}
