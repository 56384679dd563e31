import type { Speller } from './speller.js';

/**
 * Spelling candidates without nspell's `suggest`, which takes up to seconds on a long German word: every
 * word one edit away (and accent/umlaut variants) that the dictionary knows. A few hundred `correct`
 * calls, well under a millisecond each.
 */

const ACCENTS: Record<string, string[]> = {
  a: ['á', 'à', 'â', 'ä', 'ã'],
  e: ['é', 'è', 'ê', 'ë'],
  i: ['í', 'ì', 'î', 'ï'],
  o: ['ó', 'ò', 'ô', 'ö', 'õ'],
  u: ['ú', 'ù', 'û', 'ü'],
  n: ['ñ'],
  c: ['ç'],
};

/** Every form of `word` with one plain vowel (or n, c) given an accent: a Spanish word has one at most. */
export function accentVariants(word: string): string[] {
  const chars = [...word];
  return chars.flatMap((ch, i) =>
    (ACCENTS[ch] ?? []).map((a) => [...chars.slice(0, i), a, ...chars.slice(i + 1)].join('')),
  );
}

/** Known words one edit (delete, swap, replace, insert) from `word`. */
export function nearWords(speller: Speller, word: string, alphabet: string): string[] {
  const found = new Set<string>();
  const chars = [...word];
  const check = (w: string) => {
    if (w !== word && w.length > 0 && !found.has(w) && speller.correct(w)) found.add(w);
  };
  for (let i = 0; i <= chars.length; i++) {
    const head = chars.slice(0, i).join('');
    const tail = chars.slice(i).join('');
    if (i < chars.length) check(head + chars.slice(i + 1).join('')); // delete
    if (i + 1 < chars.length) check(head + chars[i + 1] + chars[i] + chars.slice(i + 2).join('')); // swap
    for (const a of alphabet) {
      if (i < chars.length && a !== chars[i]) check(head + a + chars.slice(i + 1).join('')); // replace
      check(head + a + tail); // insert
    }
  }
  return [...found];
}
