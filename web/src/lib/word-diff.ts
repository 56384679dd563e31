/**
 * A word-level diff of two texts (issue 25): which words a later version kept, dropped and added. Pure;
 * used to compare an entry's versions and a learner's text with a native-like rewrite.
 */

export type DiffKind = 'same' | 'removed' | 'added';

export interface DiffPart {
  kind: DiffKind;
  /** The words as written, with the spacing before each of them. */
  text: string;
}

/** Above this many cells of the comparison table the changed middle is shown as replaced whole. */
export const MAX_DIFF_CELLS = 2_000_000;

/** Words and punctuation marks, each with the whitespace before it, so the parts join back to the text. */
export function wordTokens(text: string): string[] {
  const tokens = text.match(/\s*[\p{L}\p{M}\p{N}'’-]+|\s*[^\s\p{L}\p{M}\p{N}'’-]|\s+$/gu) ?? [];
  return tokens;
}

const key = (token: string) => token.trim();

/** The longest common subsequence of two token lists, as pairs of indexes (a plain dynamic programme). */
function commonTokens(a: readonly string[], b: readonly string[]): [number, number][] {
  const n = a.length;
  const m = b.length;
  // lengths[i * (m + 1) + j]: the LCS length of a[i..] and b[j..].
  const lengths = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * (m + 1) + j] =
        key(a[i]!) === key(b[j]!)
          ? lengths[(i + 1) * (m + 1) + j + 1]! + 1
          : Math.max(lengths[(i + 1) * (m + 1) + j]!, lengths[i * (m + 1) + j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (key(a[i]!) === key(b[j]!)) {
      pairs.push([i++, j++]);
    } else if (lengths[(i + 1) * (m + 1) + j]! >= lengths[i * (m + 1) + j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/** The diff of `before` and `after` as runs of kept, removed and added words, in reading order. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = wordTokens(before);
  const b = wordTokens(after);
  let start = 0;
  while (start < a.length && start < b.length && key(a[start]!) === key(b[start]!)) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && key(a[endA - 1]!) === key(b[endB - 1]!)) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const parts: DiffPart[] = [];
  const push = (kind: DiffKind, token: string) => {
    if (token.trim() === '' && kind !== 'same') return;
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += token;
    else parts.push({ kind, text: token });
  };
  for (const t of b.slice(0, start)) push('same', t);
  if ((midA.length + 1) * (midB.length + 1) > MAX_DIFF_CELLS) {
    for (const t of midA) push('removed', t);
    for (const t of midB) push('added', t);
  } else {
    let i = 0;
    let j = 0;
    for (const [pi, pj] of [...commonTokens(midA, midB), [midA.length, midB.length] as [number, number]]) {
      while (i < pi) push('removed', midA[i++]!);
      while (j < pj) push('added', midB[j++]!);
      if (pi < midA.length) push('same', midB[pj]!);
      i = pi + 1;
      j = pj + 1;
    }
  }
  for (const t of b.slice(endB)) push('same', t);
  return parts;
}

/** How many words a diff added and removed (punctuation marks not counted). */
export function diffCounts(parts: readonly DiffPart[]): { added: number; removed: number } {
  const words = (text: string) => wordTokens(text).filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
  let added = 0;
  let removed = 0;
  for (const p of parts) {
    if (p.kind === 'added') added += words(p.text);
    if (p.kind === 'removed') removed += words(p.text);
  }
  return { added, removed };
}
