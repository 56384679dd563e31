import { wordTokens } from '../text.js';
import { explanationFields, type CheckIssue, type Explanation } from './issue.js';

/** What the English and the Spanish learner rules share (english-tokens.ts, spanish-tokens.ts build on it). */

export type Token = { word: string; start: number; end: number };

export const tokensOf = (text: string): Token[] => wordTokens(text);

/** Whether tokens `from` … `to` are separated by single plain spaces only (no comma, quote or line break). */
export function joined(text: string, tokens: Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    if (!tokens[k + 1] || text.slice(tokens[k]!.end, tokens[k + 1]!.start) !== ' ') return false;
  }
  return true;
}

/** The lower-case word before token `i` when only a space separates them ('' otherwise). */
export function wordBefore(text: string, tokens: Token[], i: number): string {
  return i > 0 && joined(text, tokens, i - 1, i) ? tokens[i - 1]!.word.toLowerCase() : '';
}

/** Keeps the learner's capital when the corrected text starts the replaced span. */
export function sameCase(original: string, corrected: string): string {
  return /^\p{Lu}/u.test(original) ? corrected.charAt(0).toUpperCase() + corrected.slice(1) : corrected;
}

/** The issue replacing text[start, end) with `corrected` as given. */
export function issue(
  text: string,
  start: number,
  end: number,
  corrected: string,
  rule: string,
  explanation: Explanation,
  category: CheckIssue['category'] = 'grammar',
): CheckIssue {
  const words = explanationFields(explanation);
  return { start, end, original: text.slice(start, end), corrected, ...words, category, rule };
}

/**
 * The loop of a rule that looks at each token in turn: `find` is asked at every index from `first` that has
 * `ahead` more tokens after it, and answers the issue it finds there, if any.
 */
export function scan(
  tokens: Token[],
  first: number,
  ahead: number,
  find: (i: number) => CheckIssue | undefined,
): CheckIssue[] {
  const out: CheckIssue[] = [];
  for (let i = first; i + ahead < tokens.length; i++) {
    const found = find(i);
    if (found) out.push(found);
  }
  return out;
}
