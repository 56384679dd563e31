import type { CheckIssue } from './issue.js';
import { learnerRules } from './english-rules.js';

/** One issue as a test reads it: "Rule:original→corrected". */
export const asFixes = (issues: CheckIssue[]) => issues.map((i) => `${i.rule}:${i.original}→${i.corrected}`);

/** The English learner rules' fixes for a learner-like sentence written for the tests (not a measured sample). */
export const learnerFixes = (text: string) => asFixes(learnerRules(text));
