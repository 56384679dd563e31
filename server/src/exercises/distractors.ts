/** A small deterministic hash, so a module built twice from the same input is the same. */
export function stableHash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/**
 * A near-miss of a word, for a multiple-choice distractor: a doubled or dropped letter, or two inner
 * letters swapped — the kinds of slips learners make. Returns null when no variant differs.
 */
export function nearMiss(word: string, avoid: string[]): string | null {
  const taken = new Set([word, ...avoid].map((w) => w.toLocaleLowerCase()));
  const candidates: string[] = [];
  for (let i = 1; i < word.length - 1; i++) {
    candidates.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    candidates.push(word.slice(0, i) + word[i] + word.slice(i));
    candidates.push(word.slice(0, i) + word.slice(i + 1));
  }
  if (word.length <= 2) candidates.push(word + word.at(-1));
  const fresh = candidates.filter((c) => c.trim() !== '' && !taken.has(c.toLocaleLowerCase()));
  if (fresh.length === 0) return null;
  return fresh[stableHash(word) % fresh.length]!;
}

/** Options with the correct one at a position that depends on the content, not always first. */
export function shuffleStable(options: string[], seed: string): string[] {
  return options
    .map((o, i) => ({ o, k: stableHash(`${seed}:${o}:${i}`) }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.o);
}

/** The distinct options: correct answer, the learner's wrong form, and a near miss. */
export function choices(correct: string, wrong: string | null, seed: string): string[] {
  const set: string[] = [correct];
  if (wrong && wrong.toLocaleLowerCase() !== correct.toLocaleLowerCase()) set.push(wrong);
  const miss = nearMiss(correct, set);
  if (miss) set.push(miss);
  return shuffleStable(set, seed);
}
