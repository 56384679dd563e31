import { francAll } from 'franc-min';
import { analysisNote, type CodedNote } from './notes.js';
import { baseLanguage } from './language.js';

/**
 * Is the model's explanation text in the language the prompt asked for (issue 27)? franc-min
 * identifies it offline from trigrams shipped in the package. Quoted words are the target language on
 * purpose ("use «fui»") and are left out; under MIN_LETTERS the guess is unreliable and nothing is said.
 */
export const MIN_LETTERS = 60;

/**
 * Our language codes → franc's ISO 639-3 codes, for the languages franc-min tells apart by trigrams.
 * Codes that read alike (Bosnian, Croatian, Serbian; Malay and Indonesian) share one group.
 */
const FRANC: Record<string, string[]> = {
  en: ['eng'],
  es: ['spa'],
  pt: ['por'],
  fr: ['fra'],
  de: ['deu'],
  it: ['ita'],
  nl: ['nld'],
  pl: ['pol'],
  cs: ['ces'],
  hu: ['hun'],
  ro: ['ron'],
  sv: ['swe'],
  tr: ['tur'],
  vi: ['vie'],
  id: ['ind', 'zlm'],
  ms: ['zlm', 'ind'],
  tl: ['tgl'],
  sw: ['swh'],
  hr: ['hrv', 'bos', 'srp'],
  bs: ['bos', 'hrv', 'srp'],
  sr: ['srp', 'hrv', 'bos'],
  ru: ['rus'],
  uk: ['ukr'],
  be: ['bel'],
  bg: ['bul'],
  kk: ['kaz'],
  ar: ['arb'],
  ur: ['urd'],
  fa: ['pes'],
  hi: ['hin'],
  mr: ['mar'],
  ne: ['npi'],
  uz: ['uzn'],
  az: ['azj'],
  ha: ['hau'],
  yo: ['yor'],
  ig: ['ibo'],
  zu: ['zul'],
  so: ['som'],
  rw: ['kin'],
  ceb: ['ceb'],
};
/** franc's code → ours, for naming what was found. */
const OURS = new Map(Object.entries(FRANC).map(([ours, [franc]]) => [franc!, ours]));

/**
 * franc's scores are relative (the best is 1) and crowd together on long texts, so the wanted language
 * among the first DOUBT_RANKS guesses, or scoring at least CLOSE, is doubt, not a mismatch.
 */
const DOUBT_RANKS = 3;
const CLOSE = 0.95;

/** Quoted examples: "…", “…”, «…», „…“, '…' at word edges, *…*. */
const QUOTED = /"[^"]*"|“[^”]*”|«[^»]*»|„[^“”]*[“”]|(?<!\p{L})'[^']*'(?!\p{L})|\*[^*]*\*/gu;

/** Our code of the language the texts are clearly written in when it is not `expected`, else null. */
export function wrongLanguage(texts: readonly string[], expected: string): string | null {
  const want = FRANC[baseLanguage(expected) ?? ''];
  if (!want) return null;
  const text = texts.join('\n').replace(QUOTED, ' ');
  if ((text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return null;
  const ranked = francAll(text, { minLength: MIN_LETTERS });
  const [top] = ranked;
  if (!top || top[0] === 'und' || want.includes(top[0])) return null;
  const rank = ranked.findIndex(([code]) => want.includes(code));
  if (rank >= 0 && (rank < DOUBT_RANKS || ranked[rank]![1] >= CLOSE)) return null;
  return OURS.get(top[0]) ?? top[0];
}

/** The learner's note when the explanations came in another language, or null. */
export function wrongLanguageNote(texts: readonly string[], expected: string): CodedNote | null {
  const found = wrongLanguage(texts, expected);
  return found
    ? analysisNote('model.wrong_language', { found_language: found, expected_language: expected })
    : null;
}
