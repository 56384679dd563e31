import { issue as issueAsGiven, sameCase, type Token } from './rule-tokens.js';

/** Shared pieces of the Spanish learner rules (spanish-agreement.ts, spanish-phrases.ts). */

export { joined, sameCase, tokensOf, wordBefore, type Token } from './rule-tokens.js';

/** Whether token i starts a sentence (after . ! ? … : or a line break, or the opening ¿ ¡ « " of one). */
export function startsSentence(text: string, tokens: Token[], i: number): boolean {
  // Only the last few characters matter; the whole prefix would make every call O(text).
  const from = Math.max(0, tokens[i]!.start - 40);
  const before = text.slice(from, tokens[i]!.start);
  const head = before.replace(/[\s"'«“(¿¡]+$/u, '');
  return (head === '' && from === 0) || /[.!?…:]$/.test(head) || /\n[\s"'«“(¿¡]*$/u.test(before);
}

/** A word written in lower case, or capitalised only because it starts the sentence. */
export function plainWord(text: string, tokens: Token[], i: number): string | null {
  const { word } = tokens[i]!;
  if (!/^\p{L}+$/u.test(word)) return null;
  const lower = word.toLowerCase();
  if (word === lower) return lower;
  return startsSentence(text, tokens, i) && word.slice(1) === lower.slice(1) ? lower : null;
}

/** The issue replacing text[start, end) with `corrected`, capitalised as the learner's text was. */
export const issue: typeof issueAsGiven = (text, start, end, corrected, ...rest) =>
  issueAsGiven(text, start, end, sameCase(text.slice(start, end), corrected), ...rest);
