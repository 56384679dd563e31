import type { Speller } from './speller.js';

/**
 * French slips that the native-usage allowances of decision 307 must not hide: a reformed spelling
 * (connait) or a short unknown word (pa, fai) is native usage only where no learner slip explains it.
 */

/**
 * Frequent short words whose last letter is silent, most likely first where two share a stem (fait
 * before fais). A learner who writes them as heard drops that letter (pa, fai, tro, veu, vai, fau).
 */
const SILENT_ENDING_WORDS = [
  'pas', 'trop', 'fait', 'fais', 'veut', 'veux', 'vais', 'faut', 'faux', 'suis', 'peut', 'peux',
  'dois', 'doit', 'vois', 'voit', 'sait', 'sais', 'dit', 'dis', 'mets', 'met', 'tout', 'tous',
  'mais', 'jamais', 'aux', 'nous', 'vous', 'ils', 'les', 'des', 'mes', 'tes', 'ses', 'ces', 'nuit',
  'lit', 'gros', 'bons', 'vient', 'viens', 'temps', 'dans', 'sont', 'ont', 'font', 'vont', 'chez',
  'très', 'prix', 'deux', 'trois', 'mieux', 'beaucoup', 'depuis', 'après', 'quand',
]; // prettier-ignore

/**
 * The frequent words `word` is missing its silent last letter from (pa → pas; fai → fait, fais), most
 * likely first; empty when it is no such slip (bd, pho, dej).
 */
export function silentEndingDropped(word: string): string[] {
  const lower = word.toLowerCase();
  return SILENT_ENDING_WORDS.filter((w) => w.length === lower.length + 1 && w.startsWith(lower));
}

/**
 * After "je" or "tu", a third-person form in -ait/-oit (je connait, tu connaît, je fait, tu croit) or
 * "sui" (je sui): the person's own form, connais, fais, crois, suis; null for anything else. The 1990
 * spelling "connait" is correct only for il and elle.
 */
export function firstOrSecondPersonSlip(
  speller: Speller,
  subject: string | undefined,
  word: string,
): string | null {
  const person = subject?.toLowerCase();
  if (person !== 'je' && person !== 'tu') return null;
  if (person === 'je' && word.toLowerCase() === 'sui') return `${word}s`;
  if (!/[ao][iî]t$/u.test(word)) return null;
  const own = word.replace(/[iî]t$/u, 'is');
  return speller.correct(own) ? own : null;
}
