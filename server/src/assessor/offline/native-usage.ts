import type { Speller } from './speller.js';

/**
 * Correct writing that a spelling dictionary does not list (decision 307): spellings of the 1990
 * rectifications, names written in lower case, and words quoted or borrowed as a phrase from English.
 * Each says "this is not a misspelling"; none of them hides a missing accent the dictionary can restore.
 */

/**
 * French spellings of the 1990 rectifications, which the Académie française accepts beside the old ones
 * and schools teach (the dictionary package is the "classique" variant, without them):
 * - no circumflex on i and u (connaitre, maitre, gout, aout, assidument); the words it still tells apart
 *   (dû, mûr, sûr, jeûne) are words without it too, so nothing is lost;
 * - è before a syllable with a mute e (évènement, règlementation, cèdera);
 * - the diaeresis on the u that is heard (aigüe, ambigüité for aiguë, ambiguïté).
 */
export function reformedFrenchSpelling(speller: Speller, word: string): boolean {
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const variants: string[] = [];
    if (ch === 'i') variants.push('î');
    if (ch === 'u') variants.push('û');
    // è then one or two consonants then a mute e (not é, not the end of the word: "è" alone is a mark).
    if (ch === 'è' && /^[^aeiouyàâéèêëîïôûüœ]{1,2}e/u.test(chars.slice(i + 1).join(''))) variants.push('é');
    for (const v of variants) {
      const candidate = [...chars.slice(0, i), v, ...chars.slice(i + 1)].join('');
      if (speller.correct(candidate)) return true;
    }
  }
  // gü + e/i is the old guë/guï (aigüe → aiguë, ambigüité → ambiguïté).
  if (/gü[ei]/u.test(word)) {
    const old = word.replace(/gü([ei])/gu, (_, v: string) => `gu${v === 'e' ? 'ë' : 'ï'}`);
    if (speller.correct(old)) return true;
  }
  return false;
}

/**
 * A name written in lower case (covid, google, ok): the word is unknown in lower case, but the dictionary
 * of the text's language or the English one knows it with a capital or in capitals. Writers of reviews and
 * messages type brands, places and acronyms that way; no neighbouring word is the right one.
 */
export function lowerCaseName(spellers: readonly Speller[], word: string): boolean {
  if (word !== word.toLowerCase() || [...word].length < 2) return false;
  const capitalised = word[0]!.toUpperCase() + word.slice(1);
  const upper = word.toUpperCase();
  // Hunspell takes a capital on any word it knows: only a word it lacks in lower case is a name.
  return spellers.some((s) => !s.correct(word) && (s.correct(capitalised) || s.correct(upper)));
}

const QUOTES: Array<[open: string, close: string]> = [
  ['«', '»'],
  ['“', '”'],
  ['„', '“'],
  ['"', '"'],
  ['*', '*'],
  ['_', '_'],
];
/** How far a quotation is looked for on each side of a word: per word, so the scan stays linear. */
const QUOTE_WINDOW_CHARS = 120;

/**
 * Whether the word at [start, end) stands inside a quotation or an emphasis (« Just do it », *al dente*,
 * "mezcal") on the same line: a quoted word is cited, often from another language, not a spelling of the
 * text's own language.
 */
export function quoted(text: string, start: number, end: number): boolean {
  const left = text.slice(Math.max(0, start - QUOTE_WINDOW_CHARS), start);
  const right = text.slice(end, end + QUOTE_WINDOW_CHARS);
  const line = (s: string, fromEnd: boolean) => {
    const parts = s.split('\n');
    return fromEnd ? parts[parts.length - 1]! : parts[0]!;
  };
  const before = line(left, true);
  const after = line(right, false);
  return QUOTES.some(([open, close]) => {
    const opened = before.lastIndexOf(open);
    if (opened < 0) return false;
    // Same mark both ways ("…", *…*): an odd count before the word means one is open.
    if (open === close && before.split(open).length % 2 !== 0) return false;
    if (open !== close && before.lastIndexOf(close) > opened) return false;
    return after.includes(close);
  });
}
