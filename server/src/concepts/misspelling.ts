/**
 * The learner's misspelling of `word` in the sentence they wrote (the concept keeps the sentence, not
 * the wrong form): the token closest to the word by edit distance, ignoring case and accents first.
 * Null when no token is close enough to be the same word, or the sentence already has it right.
 */
export function misspellingIn(sentence: string | null, word: string): string | null {
  if (!sentence) return null;
  const target = word.trim();
  if (!target || /\s/.test(target)) return null;
  let best: { token: string; d: number } | null = null;
  for (const token of sentence.match(/[\p{L}\p{M}'’]+/gu) ?? []) {
    if (token === target) return null;
    const d = token.toLowerCase() === target.toLowerCase() ? 0.5 : distance(fold(token), fold(target)) + 0.5;
    if (!best || d < best.d) best = { token, d };
  }
  const limit = Math.max(1.5, target.length / 3);
  return best && best.d <= limit ? best.token : null;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}
