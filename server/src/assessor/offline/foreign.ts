import { loadSpeller, type Speller } from './speller.js';

/**
 * Words of another language in a learner's text (emails, fans, mezcal): unknown to the target
 * language's dictionary but an English word. Writers borrow and quote such words on purpose, and no
 * one-edit "fix" of them is right (farm → far), so they are left alone (issue 13). A missing accent is
 * still flagged (television → televisión): see hunspell.ts. Only English: a Spanish learner's "quatro"
 * or "jugava" is a Portuguese or Italian word, and exactly the interference worth flagging.
 */
export async function foreignSpellers(language: string): Promise<Speller[]> {
  return language === 'en' ? [] : [await loadSpeller('en')];
}

export function isForeignWord(spellers: readonly Speller[], word: string): boolean {
  return [...word].length >= 3 && spellers.some((s) => s.correct(word));
}
