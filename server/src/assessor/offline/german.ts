import { accentVariants } from './candidates.js';
import type { Speller } from './speller.js';

/**
 * German capitalisation, the error learners of German make most: nouns written in lower case (eine
 * wohnung) and other words capitalised in mid-sentence (ich wünsche Dir Sehr viel Glück). Real hunspell
 * (speller.ts) knows German verb forms and keeps compound-only stems out of the word list, so a
 * lower-case word whose only dictionary form is capitalised is a noun (decision 178).
 */

/**
 * Words that are never nouns and never capitalised in mid-sentence. Closed-class words only (pronouns,
 * adverbs, conjunctions, prepositions, auxiliaries): no adjective (das Gute, das Alt), no noun-verb pair
 * (Suche/suche, Essen/essen), and no du/ihr forms or Sie/Ihnen, which letters capitalise.
 */
const NEVER_CAPITALISED = new Set(
  (
    'ich mir mich wir uns sehr auch nicht nichts immer schon noch nur dann jetzt hier dort da und oder aber ' +
    'denn weil dass wenn als ob obwohl damit mit von zu zum zur bei beim nach aus für über unter ohne gegen ' +
    'um bis seit vom im am ins auf in an vor hinter neben zwischen während wegen trotz viel viele vielen ' +
    'gern gerne leider wirklich ganz so wie was wer wo wann warum wieder bitte ist bin sind war waren hat ' +
    'habe haben hatte hatten wird werden wurde kann können konnte muss müssen möchte möchten will wollen ' +
    'soll sollte sollen darf dürfen mein meine meinen meinem meiner meines unser unsere unseren unserem'
  ).split(' '),
);

/** A capitalised closed-class word in mid-sentence (Sehr, Mir, Als): its lower-case form. */
export function wronglyCapitalised(word: string, atSentenceStart: boolean, next = ''): string | null {
  // "Sehr geehrte Damen und Herren" opens a letter, often on a line with no full stop before it.
  if (/^sehr$/i.test(word) && /^geehrte[rs]?$/i.test(next)) return null;
  if (atSentenceStart || word.length < 2 || word === word.toUpperCase()) return null;
  const lower = word.toLowerCase();
  return word !== lower && NEVER_CAPITALISED.has(lower) ? lower : null;
}

/**
 * A lower-case word the dictionary knows only capitalised (wohnung → Wohnung): a noun. Not when a
 * lower-case umlaut form is a word: "ich wunsche dir" lacks an umlaut (wünsche), it is no Wunsche.
 */
export function nounCapital(speller: Speller, word: string): string | null {
  if (word !== word.toLowerCase() || !/^\p{Ll}/u.test(word)) return null;
  if (accentVariants(word).some((v) => speller.correct(v))) return null;
  const capitalised = word[0]!.toUpperCase() + word.slice(1);
  return speller.correct(capitalised) ? capitalised : null;
}

/**
 * A capitalised word hunspell does not know that splits into known words (Einzelhandel|bereich,
 * Essen|traditionen, Wirtschafts|handel|bereich): a compound the dictionary lacks, not a typo. The
 * linking s (Wirtschafts-) and an e or n before it are allowed on the first part.
 */
export function knownCompound(speller: Speller, word: string, depth = 0): boolean {
  if (depth > 0 && speller.correct(word)) return true;
  if (depth > 1) return false;
  const chars = [...word];
  for (let i = 3; i <= chars.length - 3; i++) {
    const head = chars.slice(0, i).join('');
    const tail = chars.slice(i).join('');
    const tailWord = tail[0]!.toUpperCase() + tail.slice(1);
    const headKnown =
      speller.correct(head) ||
      (/s$/.test(head) && speller.correct(head.slice(0, -1))) ||
      (/n$/.test(head) && speller.correct(head.slice(0, -1)));
    if (headKnown && (speller.correct(tailWord) || knownCompound(speller, tailWord, depth + 1))) return true;
  }
  return false;
}
