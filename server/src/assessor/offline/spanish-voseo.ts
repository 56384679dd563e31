import type { Speller } from './speller.js';

/**
 * Voseo (vos tenés, vos sos, vos querés): the present of "vos" in Argentina, Uruguay and Central
 * America is standard Spanish there, but the dictionary lists only the tú forms. A word ending in -ás,
 * -és or -ís whose -ar, -er or -ir infinitive is a word is such a form; it is accepted only in a text
 * that uses "vos", so a learner's slip elsewhere (tenés for tienes) is still caught.
 */
const ENDING_TO_INFINITIVE: Record<string, string> = { ás: 'ar', és: 'er', ís: 'ir' };

export function isVoseoForm(speller: Speller, text: string, word: string): boolean {
  if (!/(^|[^\p{L}])vos(?!\p{L})/iu.test(text)) return false;
  const lower = word.toLowerCase();
  if (lower === 'sos') return true;
  const m = /^(\p{L}{2,})(ás|és|ís)$/u.exec(lower);
  return Boolean(m && speller.correct(`${m[1]}${ENDING_TO_INFINITIVE[m[2]!]}`));
}
