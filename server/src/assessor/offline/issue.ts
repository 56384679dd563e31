import type { CorrectionCategory } from '@inkwell/contract';
import type { CodedNote } from '../notes.js';
import type { ExplainMessage } from './explain-text.js';

/** A problem an offline checker found, at exact UTF-16 offsets of the checked text. */
export interface CheckIssue {
  start: number;
  end: number;
  original: string;
  corrected: string;
  /** In English; `message` says it again as data, for the learner's language (explain-text.ts). */
  explanation: string;
  /** Absent: a rule with no catalog message yet; other languages then read a sentence for its category. */
  message?: ExplainMessage;
  category: CorrectionCategory;
  /** The checker's rule, e.g. harper's 'PronounVerbAgreement' or 'hunspell'. */
  rule: string;
  /**
   * 'flag' when the rule knows something is wrong but not the right form (a dictionary's nearest word,
   * a word order to check): `corrected` is then only a suggestion, never offered as the fix. Absent: a
   * fix the rule is sure of (a form from a table, an accent of a known word).
   */
  finding?: 'fix' | 'flag';
}

/** An explanation in English, or in English and as a catalog message (explain-text.ts `explained`). */
export type Explanation = string | { explanation: string; message: ExplainMessage };

/** The issue's explanation fields. */
export const explanationFields = (e: Explanation): Pick<CheckIssue, 'explanation' | 'message'> =>
  typeof e === 'string' ? { explanation: e } : { explanation: e.explanation, message: e.message };

/** The same issue as a flag: something to check, with no replacement taught. */
export function asFlag(issue: CheckIssue, explanation?: Explanation): CheckIssue {
  if (explanation === undefined) return { ...issue, finding: 'flag' };
  // A new English-only explanation must not leave the old message behind.
  const flagged: CheckIssue = { ...issue, finding: 'flag' };
  delete flagged.message;
  return { ...flagged, ...explanationFields(explanation) };
}

/** What the offline checker could do for a language. */
export type CheckerName = 'harper' | 'hunspell';

export interface CheckResult {
  issues: CheckIssue[];
  /** null: no offline checker for this language. */
  checker: CheckerName | null;
  /** Rule descriptions (markdown) for the rules that fired, keyed by rule. */
  rules: Record<string, string>;
  /** What the learner should know about the check: part of the entry left unchecked (checker-client.ts). */
  notes?: CodedNote[];
}
