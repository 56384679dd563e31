/** A small deterministic hash, so a module built twice from the same input is the same. */
export function stableHash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Word endings that swap between inflections of one word (gender, number, person). */
const ENDINGS: Record<string, string[]> = {
  es: ['o', 'a', 'os', 'as', 'e', 'es', 's', ''],
  fr: ['e', 'es', 's', 'x', 'ent', ''],
  de: ['e', 'en', 'er', 'es', 'em', 'n', 's', ''],
  en: ['s', 'es', 'ed', 'ing', 'er', ''],
};

/** Letters learners confuse: accents, umlauts and consonants that sound alike. */
const SWAPS: Record<string, [string, string][]> = {
  es: [
    ['a', 'á'],
    ['e', 'é'],
    ['i', 'í'],
    ['o', 'ó'],
    ['u', 'ú'],
    ['n', 'ñ'],
    ['b', 'v'],
    ['c', 's'],
    ['s', 'z'],
    ['c', 'z'],
    ['y', 'll'],
    ['g', 'j'],
  ],
  fr: [
    ['e', 'é'],
    ['e', 'è'],
    ['e', 'ê'],
    ['é', 'è'],
    ['a', 'à'],
    ['u', 'ù'],
    ['o', 'ô'],
    ['i', 'î'],
    ['c', 'ç'],
    ['s', 'ss'],
  ],
  de: [
    ['a', 'ä'],
    ['o', 'ö'],
    ['u', 'ü'],
    ['ss', 'ß'],
    ['ie', 'i'],
    ['d', 't'],
    ['b', 'p'],
  ],
  en: [
    ['c', 's'],
    ['c', 'k'],
    ['i', 'y'],
    ['ie', 'ei'],
    ['f', 'ph'],
  ],
};

/** Each form of `word` with one occurrence of a swappable letter (group) swapped. */
function swapped(word: string, pairs: [string, string][]): string[] {
  const out: string[] = [];
  for (const [a, b] of pairs) {
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      for (let at = word.indexOf(from); at >= 0; at = word.indexOf(from, at + 1))
        out.push(word.slice(0, at) + to + word.slice(at + from.length));
    }
  }
  return out;
}

/** The same stem with another inflectional ending. */
function reinflected(word: string, endings: string[]): string[] {
  const out: string[] = [];
  for (const end of endings) {
    if (end && !word.endsWith(end)) continue;
    const stem = word.slice(0, word.length - end.length);
    if (stem.length < 2) continue;
    for (const other of endings) if (other !== end) out.push(stem + other);
  }
  return out;
}

/**
 * Words that could stand in for `word` as wrong options: its other inflections and its confusable
 * spellings. Most are not words at all; only those the language's dictionary knows may be shown
 * (realDistractors), so a learner is never shown an invented spelling as an option.
 */
export function distractorCandidates(word: string, language: string): string[] {
  if (!/^[\p{L}\p{M}'’-]+$/u.test(word)) return [];
  const lower = word.toLocaleLowerCase();
  const capital = word !== lower && word[0] !== lower[0];
  const forms = [...reinflected(lower, ENDINGS[language] ?? []), ...swapped(lower, SWAPS[language] ?? [])];
  const styled = forms.map((f) => (capital ? f.charAt(0).toLocaleUpperCase() + f.slice(1) : f));
  return [...new Set(styled)].filter((f) => f.toLocaleLowerCase() !== lower);
}

/**
 * Up to `count` wrong options for `answer`: the learner's earlier form first when it is a real word
 * (a known wrong form), then the candidates the dictionary knows, in an order fixed by the content.
 */
export function realDistractors(
  answer: string,
  earlier: string | null,
  language: string,
  known: ReadonlySet<string>,
  count = 2,
): string[] {
  const isAnswer = (w: string) => w.toLocaleLowerCase() === answer.toLocaleLowerCase();
  const picked: string[] = [];
  if (earlier && known.has(earlier) && !isAnswer(earlier)) picked.push(earlier);
  const rest = distractorCandidates(answer, language)
    .filter((w) => known.has(w) && !isAnswer(w) && !picked.includes(w))
    .sort((a, b) => stableHash(`${answer}:${a}`) - stableHash(`${answer}:${b}`));
  return [...picked, ...rest].slice(0, count);
}

/** Options with the correct one at a position that depends on the content, not always first. */
export function shuffleStable(options: string[], seed: string): string[] {
  return options
    .map((o, i) => ({ o, k: stableHash(`${seed}:${o}:${i}`) }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.o);
}
