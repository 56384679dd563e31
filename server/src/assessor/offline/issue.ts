import type { CorrectionCategory } from '@inkwell/contract';
import type { CodedNote } from '../notes.js';

/** A problem an offline checker found, at exact UTF-16 offsets of the checked text. */
export interface CheckIssue {
  start: number;
  end: number;
  original: string;
  corrected: string;
  explanation: string;
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

/** The same issue as a flag: something to check, with no replacement taught. */
export function asFlag(issue: CheckIssue, explanation = issue.explanation): CheckIssue {
  return { ...issue, explanation, finding: 'flag' };
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
