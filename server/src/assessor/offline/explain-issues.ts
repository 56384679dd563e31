import type { InterfaceLanguage } from '@inkwell/contract';
import { explainText, hasMessage, renderMessage } from './explain-text.js';
import type { CheckIssue } from './issue.js';

/**
 * A checker's findings put into the learner's explanation language (issue 26, decision 303). English
 * keeps every rule's own words, harper's included; another language reads the rule's catalog message,
 * or, for a rule without one (harper's English lints), a sentence of our own for the most frequent
 * lints and a short sentence for its correction category otherwise.
 */
export function explainedIssue(issue: CheckIssue, language: InterfaceLanguage): CheckIssue {
  if (language === 'en') return issue;
  return { ...issue, explanation: explanationIn(issue, language) };
}

function explanationIn(issue: CheckIssue, language: InterfaceLanguage): string {
  if (issue.message) return renderMessage(language, issue.message);
  const values = { category: issue.category, original: issue.original, corrected: issue.corrected };
  // Harper's most frequent lints have a sentence of their own; a flag names no right form to quote.
  const own = `harper.${issue.rule}`;
  if (issue.finding !== 'flag' && issue.corrected.trim() && hasMessage(own))
    return explainText(language, own, values);
  if (issue.finding === 'flag') return explainText(language, 'generic.flag', values);
  return explainText(language, issue.corrected.trim() ? 'generic.fix' : 'generic.remove', values);
}

/** A rule's description for its grammar concept; null: say the correction's own explanation instead. */
export function ruleDescription(rule: string, language: InterfaceLanguage): string | null {
  const id = `rule.${rule}`;
  return hasMessage(id) ? explainText(language, id) : null;
}

/**
 * A rule's concept name in `language`; null when the catalog has no name for the rule (English then
 * makes one of the rule's own words: assessor.ts ruleTitle).
 */
export function ruleTitleIn(rule: string, language: InterfaceLanguage): string | null {
  for (const id of [`title.${rule}`, `title.${rule.toLowerCase()}`])
    if (hasMessage(id)) return explainText(language, id);
  return null;
}

/** The concept name of a rule with no name of its own, outside English: its correction category. */
export const categoryTitle = (category: CheckIssue['category'], language: InterfaceLanguage) =>
  explainText(language, 'categoryTitle', { category });
