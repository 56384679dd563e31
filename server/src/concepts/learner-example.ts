import { misspellingIn } from './misspelling.js';

const LETTER = String.raw`[\p{L}\p{M}'’]`;

/**
 * A word that came from a correction, shown in the learner's own sentence with that fix applied
 * (issue 22, decision 241), labelled as theirs: only this word was checked, the rest stays their own
 * words. Null when the sentence holds no wrong form of the word that can be found (a different word
 * was replaced, or the sentence already has it right): no example is better than a guessed one.
 */
export function learnerExample(context: string | null, word: string): string | null {
  const fixed = learnerSentence(context, word);
  return fixed === null ? null : yourSentence(fixed);
}

/** The label of the learner's sentence (English; the web words `card.face.yourSentence`, decision 291). */
export const yourSentence = (sentence: string) => `Your sentence, this word corrected: “${sentence}”`;

/** The learner's sentence with this word's fix applied, unlabelled; null as for learnerExample. */
export function learnerSentence(context: string | null, word: string): string | null {
  const wrong = misspellingIn(context, word);
  if (!context || !wrong) return null;
  const escaped = wrong.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = new RegExp(`(?<!${LETTER})${escaped}(?!${LETTER})`, 'u');
  return context.replace(at, sameCase(word.trim(), wrong)).trim();
}

/** The fix written with the learner's capital where the sentence begins with it ("Dias" → "Días"). */
function sameCase(word: string, wrong: string): string {
  const first = wrong.charAt(0);
  if (first !== first.toUpperCase() || word.charAt(0) !== word.charAt(0).toLowerCase()) return word;
  return word.charAt(0).toUpperCase() + word.slice(1);
}
