import type { CorrectionCategory } from '@inkwell/contract';

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
  notes?: string[];
}
