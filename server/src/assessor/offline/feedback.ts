import { correctionCategory, type AssessmentCorrection, type InterfaceLanguage } from '@inkwell/contract';
import { en } from './catalogs/en.js';
import { explainText, hasMessage } from './explain-text.js';

/** The exact note the UI and tests look for when a language has no offline checker. */
export const NO_OFFLINE_CHECKER = 'no offline checker for this language';

/** For the learner: what the offline checker cannot see (operator set-up is in the README and the log). */
export const OFFLINE_LIMITS = en['feedback.limits'];

/** Categories in the order the feedback counts them: the contract's order. */
const CATEGORIES = correctionCategory.options;

/** A catalog key per language when one is written for it, else the `other` one. */
function perLanguage(prefix: 'feedback.scope' | 'feedback.notChecked', language: string) {
  const id = `${prefix}.${language}`;
  return hasMessage(id) ? id : (`${prefix}.other` as const);
}

/**
 * Feedback for an offline assessment in the learner's explanation language (decision 303); says plainly
 * what the checker can and cannot see. `languageName` is the entry's language named in `words`.
 */
export function offlineFeedback(
  languageName: string,
  checker: 'harper' | 'hunspell',
  corrections: readonly AssessmentCorrection[],
  language = '',
  words: InterfaceLanguage = 'en',
): string {
  const t = (id: Parameters<typeof explainText>[1], values?: Record<string, string | number>) =>
    explainText(words, id, values);
  const scope = t(checker === 'harper' ? 'feedback.scope.harper' : perLanguage('feedback.scope', language));
  const parts: string[] = [];
  if (corrections.length === 0) {
    parts.push(t('feedback.clean', { scope, languageName }));
  } else {
    const counts = CATEGORIES.map(
      (cat) => [cat, corrections.filter((c) => c.category === cat).length] as const,
    )
      .filter(([, n]) => n > 0)
      .map(([category, n]) => t('feedback.count', { category, n }));
    parts.push(t('feedback.found', { scope, counts: joinList(counts, words), languageName }));
  }
  const flags = corrections.filter((c) => c.finding === 'flag').length;
  if (flags > 0) parts.push(t('feedback.flags', { flags }));
  // The level and its reasons are the assessment's level_justification (level.ts): not repeated here.
  if (checker === 'hunspell') parts.push(t(perLanguage('feedback.notChecked', language)));
  parts.push(t('feedback.limits'));
  return parts.join(' ');
}

export function unsupportedFeedback(languageName: string, words: InterfaceLanguage = 'en'): string {
  return explainText(words, 'feedback.unsupported', { languageName });
}

/** 'a, b and c' in the explanation language. */
function joinList(items: string[], words: InterfaceLanguage): string {
  if (items.length <= 1) return items.join('');
  return explainText(words, 'feedback.and', {
    head: items.slice(0, -1).join(', '),
    last: items[items.length - 1]!,
  });
}
