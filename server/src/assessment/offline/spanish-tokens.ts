import { wordTokens } from '../../assessor/text.js';
import type { CheckIssue } from './issue.js';

/** Shared pieces of the Spanish learner rules (spanish-agreement.ts, spanish-phrases.ts). */

export type Token = { word: string; start: number; end: number };

export const tokensOf = (text: string): Token[] => wordTokens(text);

/** Whether tokens i … j are separated by single plain spaces only (no comma, quote or line break). */
export function joined(text: string, tokens: Token[], i: number, j: number): boolean {
  for (let k = i; k < j; k++) {
    if (!tokens[k + 1] || text.slice(tokens[k]!.end, tokens[k + 1]!.start) !== ' ') return false;
  }
  return true;
}

/** Whether token i starts a sentence (after . ! ? … : or a line break, or the opening ¿ ¡ « " of one). */
export function startsSentence(text: string, tokens: Token[], i: number): boolean {
  // Only the last few characters matter; the whole prefix would make every call O(text).
  const from = Math.max(0, tokens[i]!.start - 40);
  const before = text.slice(from, tokens[i]!.start);
  const head = before.replace(/[\s"'«“(¿¡]+$/u, '');
  return (head === '' && from === 0) || /[.!?…:]$/.test(head) || /\n[\s"'«“(¿¡]*$/u.test(before);
}

/** The lower-case word before token i when only a space separates them ('' otherwise). */
export function wordBefore(text: string, tokens: Token[], i: number): string {
  return i > 0 && joined(text, tokens, i - 1, i) ? tokens[i - 1]!.word.toLowerCase() : '';
}

/** A word written in lower case, or capitalised only because it starts the sentence. */
export function plainWord(text: string, tokens: Token[], i: number): string | null {
  const { word } = tokens[i]!;
  if (!/^\p{L}+$/u.test(word)) return null;
  const lower = word.toLowerCase();
  if (word === lower) return lower;
  return startsSentence(text, tokens, i) && word.slice(1) === lower.slice(1) ? lower : null;
}

/** Keeps the learner's capital when the corrected text starts the replaced span. */
export function sameCase(original: string, corrected: string): string {
  return /^\p{Lu}/u.test(original) ? corrected.charAt(0).toUpperCase() + corrected.slice(1) : corrected;
}

export function issue(
  text: string,
  start: number,
  end: number,
  corrected: string,
  rule: string,
  explanation: string,
  category: CheckIssue['category'] = 'grammar',
): CheckIssue {
  const original = text.slice(start, end);
  return { start, end, original, corrected: sameCase(original, corrected), explanation, category, rule };
}
