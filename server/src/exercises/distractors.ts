import { sameLemmaForms } from './lemma-forms.js';

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
 * Up to `count` wrong options for `answer` (issue 22): other forms of the same word from a table
 * (lemma-forms.ts), the learner's earlier form first when it is one of them, in an order fixed by the
 * content. None when no table knows the answer: then the question is a fill-in, never a choice among
 * dictionary neighbours that are other words with other meanings.
 */
export function realDistractors(
  answer: string,
  earlier: string | null,
  language: string,
  count = 2,
): string[] {
  const forms = sameLemmaForms(answer, language);
  if (!forms) return [];
  const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();
  const wrong = forms.filter((f) => !same(f, answer));
  const first = earlier ? wrong.filter((f) => same(f, earlier)) : [];
  const rest = wrong
    .filter((f) => !first.includes(f))
    .sort((a, b) => stableHash(`${answer}:${a}`) - stableHash(`${answer}:${b}`));
  return [...first, ...rest].slice(0, count);
}

/** Options with the correct one at a position that depends on the content, not always first. */
export function shuffleStable(options: string[], seed: string): string[] {
  return options
    .map((o, i) => ({ o, k: stableHash(`${seed}:${o}:${i}`) }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.o);
}
