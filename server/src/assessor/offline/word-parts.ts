import type { Speller } from './speller.js';

/**
 * Words the dictionary lacks but a reader knows from their parts (issue 22): French builds new words
 * freely with learned prefixes (écozone, cofondateur, co-fondateur, néo-rural, cyberharcèlement), and
 * no dictionary lists them all. Such a word is a word when the prefix is one of the productive ones and
 * what follows is a dictionary word of at least four letters (so "re" + "cu" is not "reçu" misspelled).
 * A missing accent is still caught first (hunspell.ts): precautions → précautions.
 */
const FRENCH_PREFIXES = [
  'aéro',
  'agro',
  'anti',
  'archi',
  'auto',
  'bio',
  'co',
  'contre',
  'cyber',
  'éco',
  'électro',
  'euro',
  'ex',
  'extra',
  'géo',
  'hydro',
  'hyper',
  'infra',
  'inter',
  'macro',
  'méga',
  'micro',
  'mini',
  'mono',
  'multi',
  'néo',
  'non',
  'pluri',
  'poly',
  'post',
  'pré',
  'pro',
  'psycho',
  'radio',
  'ré',
  'semi',
  'socio',
  'sous',
  'super',
  'sur',
  'télé',
  'thermo',
  'trans',
  'ultra',
  'vidéo',
];

const PREFIXES: Record<string, readonly string[]> = { fr: FRENCH_PREFIXES };

const MIN_REST_CHARS = 4;

/** Whether `word` is a productive prefix (with or without a hyphen) and a known word of 4+ letters. */
export function knownWithPrefix(speller: Speller, word: string, language: string): boolean {
  const prefixes = PREFIXES[language];
  if (!prefixes) return false;
  // An elided article or pronoun is not part of the word (d'écozones).
  const lower = word.toLowerCase().replace(/^\p{L}{1,5}['’]/u, '');
  return prefixes.some((prefix) => {
    if (!lower.startsWith(prefix)) return false;
    const rest = lower.slice(prefix.length).replace(/^-/, '');
    return [...rest].length >= MIN_REST_CHARS && !rest.includes('-') && speller.correct(rest);
  });
}

/**
 * The first or last part of a compound whose other part is shared (Vor- und Nachteile, Ein- und
 * Ausgang, pré- et post-opératoire): the hyphen stands for a part written once, so the piece is no
 * word on its own and is not checked alone.
 */
export function suspendedPart(text: string, start: number, end: number): boolean {
  const after = text.slice(end, end + 2);
  const before = text.slice(Math.max(0, start - 2), start);
  return /^-(\s|$)/.test(after) || /(^|\s)-$/.test(before);
}
