import { isEnglishWord } from './harper.js';
import { HUNSPELL_LANGUAGES } from './hunspell.js';
import { loadSpeller } from './speller.js';

/**
 * The words of `words` the offline checker's dictionary knows as written: hunspell for Spanish,
 * French, German, Dutch, Italian and Portuguese, harper for English. Used to keep exercise distractors to real words
 * (docs/decisions/147). Blocking like the checker, so it runs in the checker thread (worker.ts).
 */
export async function knownWords(words: readonly string[], language: string): Promise<string[]> {
  const distinct = [...new Set(words.filter((w) => w.trim() !== ''))];
  if (HUNSPELL_LANGUAGES.includes(language)) {
    const speller = await loadSpeller(language);
    return distinct.filter((w) => speller.correct(w));
  }
  if (language === 'en') {
    const known: string[] = [];
    for (const w of distinct) if (await isEnglishWord(w)) known.push(w);
    return known;
  }
  return [];
}
