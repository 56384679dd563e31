import { wordTokens } from '../text.js';
import { accentVariants, nearWords } from './candidates.js';
import { foreignSpellers, isForeignWord } from './foreign.js';
import { knownCompound, nounCapital, wronglyCapitalised } from './german.js';
import { explained, type ExplainMessage } from './explain-text.js';
import { firstOrSecondPersonSlip, silentEndingDropped } from './french-slips.js';
import type { CheckIssue } from './issue.js';
import { lowerCaseName, quoted, reformedFrenchSpelling } from './native-usage.js';
import { usedAsIs } from './romance-loanwords.js';
import { loadSpeller, SPELLER_LANGUAGES, type Speller } from './speller.js';
import { isVoseoForm } from './spanish-voseo.js';
import { knownWithPrefix, suspendedPart } from './word-parts.js';

/**
 * Spelling for languages with a hunspell dictionary package. Dictionaries are loaded on first use and
 * kept (speller.ts; docs/decisions/052-offline-assessor.md, 178).
 */

export const HUNSPELL_LANGUAGES = SPELLER_LANGUAGES;

const ALPHABETS: Record<string, string> = {
  es: 'abcdefghijklmnopqrstuvwxyzáéíóúñü',
  fr: 'abcdefghijklmnopqrstuvwxyzàâçéèêëîïôûùüœ',
  de: 'abcdefghijklmnopqrstuvwxyzäöüß',
  nl: 'abcdefghijklmnopqrstuvwxyzéëïöü',
  it: 'abcdefghijklmnopqrstuvwxyzàèéìíòóù',
  pt: 'abcdefghijklmnopqrstuvwxyzáâãàçéêíóôõú',
};

export async function checkSpelling(text: string, language: string): Promise<CheckIssue[]> {
  const speller = await loadSpeller(language);
  const foreign = await foreignSpellers(language);
  const issues: CheckIssue[] = [];
  const guesses = guessCache(language);
  const tokens = wordTokens(text);
  tokens.forEach((token, index) => {
    const { word } = token;
    // No dictionary word is this long; guessing one edit away costs the square of its length.
    if (word.length > MAX_CHECKED_WORD_CHARS) return;
    const initial = sentenceInitial(text, token.start);
    if (/\d/.test(word) || inLink(text, token.start, token.end)) return;
    if (suspendedPart(text, token.start, token.end)) return;
    const issue = (
      corrected: string,
      rule: string,
      { explanation, message }: { explanation: string; message: ExplainMessage },
      finding: 'fix' | 'flag' = 'fix',
    ) =>
      issues.push({
        start: token.start,
        end: token.end,
        original: word,
        corrected,
        explanation,
        message,
        category: 'spelling',
        rule,
        finding,
      });
    if (language === 'de') {
      const lower = wronglyCapitalised(word, initial, tokens[index + 1]?.word);
      if (lower) return issue(lower, 'de-lowercase', explained('spelling.deLowercase', { word: lower }));
    }
    if (language === 'fr') {
      // Before the dictionary: je connait and tu fait are words, but not this person's (decision 307).
      const own = firstOrSecondPersonSlip(speller, subjectBefore(text, tokens, index), word);
      if (own) return issue(own, 'hunspell', explained('spelling.sure', { word, corrected: own }));
    }
    if (isKnown(speller, word, language, initial) || abbreviation(speller, text, token.end, word)) return;
    if (language === 'es' && isVoseoForm(speller, text, word)) return;
    if (language === 'de') {
      const noun = initial ? null : nounCapital(speller, word);
      if (noun) return issue(noun, 'noun-capital', explained('spelling.deNounCapital', { word: noun }));
      if (word !== word.toLowerCase() && (word.includes('-') || knownCompound(speller, word))) return;
    }
    if (!guesses.has(word)) guesses.set(word, bestGuess(speller, word, language));
    const guess = guesses.get(word);
    if (!guess || !plausible(word, guess.word, language, initial)) return;
    // An English word used as it is (email, online): its accented neighbour is another word (decision 315).
    if (usedAsIs(word, language)) return;
    const corrected = guess.word;
    if (!guess.accentOnly && (isForeignWord(foreign, word) || knownWithPrefix(speller, word, language)))
      return;
    if (language === 'fr' && !guess.accentOnly && !guess.sure) {
      // A frequent word without its silent last letter (pa, fai, tro) is a slip, never native usage.
      const [heard, ...others] = silentEndingDropped(word);
      if (heard && !others.length)
        return issue(heard, 'hunspell', explained('spelling.sure', { word, corrected: heard }));
      if (heard)
        return issue(
          heard,
          'hunspell',
          explained('spelling.unknown', { word, corrected: heard, language }),
          'flag',
        );
    }
    if (language === 'fr' && nativeUsage(text, tokens, index, guess, speller, foreign)) return;
    if (guess.accentOnly) issue(corrected, 'accent', explained('spelling.accent', { word, corrected }));
    else if (guess.sure) issue(corrected, 'hunspell', explained('spelling.sure', { word, corrected }));
    // The nearest dictionary word may be another word altogether (gegeht is no form of "geseht"): a
    // flag, with the neighbour named only as something to compare (issue 22).
    else issue(corrected, 'hunspell', explained('spelling.unknown', { word, corrected, language }), 'flag');
  });
  return issues;
}

/**
 * French text a native writes that the dictionary lacks, where a finding would be a false alarm
 * (decision 307): a name typed in lower case (covid, google, ok) and — for a guess that is only a flag —
 * a quoted word (« Just do it »), a word of one to three letters (bd, pho, dej: abbreviations and
 * borrowings, with too many neighbours for a guess to mean anything) and the lower-case part of a
 * foreign name (Quercus robur). A sure fix (a doubled letter, a missing accent) still fires.
 */
function nativeUsage(
  text: string,
  tokens: Array<{ word: string; start: number; end: number }>,
  index: number,
  guess: Guess,
  speller: Speller,
  foreign: readonly Speller[],
): boolean {
  const { word, start, end } = tokens[index]!;
  // A missing accent is never native usage, even where the bare letters are a name (ca: CA, ete: ETE).
  if (guess.accentOnly) return false;
  if (lowerCaseName([speller, ...foreign], word)) return true;
  if (guess.sure) return false;
  // The lower-case part of a name that starts with an unknown capitalised word (Quercus robur).
  const prev = tokens[index - 1];
  const afterName =
    !!prev &&
    /^\s+$/.test(text.slice(prev.end, start)) &&
    /^\p{Lu}\p{Ll}/u.test(prev.word) &&
    !speller.correct(prev.word.toLowerCase()) &&
    !speller.correct(prev.word);
  // A short word that differs from its guess only in accents or case (Ca → ça, etè → été) is a slip.
  const short = [...word].length <= 3 && squeezed(word) !== squeezed(guess.word);
  return quoted(text, start, end) || short || afterName;
}

/** The word just before token `index` when only spaces part them (the subject of "je connait"). */
function subjectBefore(
  text: string,
  tokens: ReadonlyArray<{ word: string; start: number; end: number }>,
  index: number,
) {
  const prev = tokens[index - 1];
  return prev && /^\s+$/.test(text.slice(prev.end, tokens[index]!.start)) ? prev.word : undefined;
}

const caches = new Map<string, Map<string, Guess | null>>();
/** Guesses are slow to find and learners repeat words across entries: keep the last few thousand. */
function guessCache(language: string): Map<string, Guess | null> {
  let cache = caches.get(language);
  if (!cache) caches.set(language, (cache = new Map()));
  if (cache.size > 5000) cache.clear();
  return cache;
}

/** Longer "words" are left unchecked (issue 21): 'a' × 20,000 kept the checker busy for minutes. */
const MAX_CHECKED_WORD_CHARS = 64;
/** How far around a word a link is looked for: per word, so the whole check stays linear. */
const LINK_WINDOW_CHARS = 256;

/** Part of a web or mail address (http://brahms.ircam.fr, ana@example.com): not prose. */
function inLink(text: string, start: number, end: number): boolean {
  let from = start;
  while (from > 0 && start - from < LINK_WINDOW_CHARS && !isSpace(text[from - 1]!)) from--;
  let to = end;
  while (to < text.length && to - end < LINK_WINDOW_CHARS && !isSpace(text[to]!)) to++;
  const left = text.slice(from, start);
  const right = text.slice(end, to);
  const chunk = left + right;
  return /:\/\/|www\.|@/.test(chunk) || /\.(com|org|net|fr|de|es|html?)\b/.test(right);
}

/** An abbreviation the dictionary knows with its full stop (usw., bzw., z.B.): `word` is followed by ".". */
function abbreviation(speller: Speller, text: string, end: number, word: string): boolean {
  if (text[end] !== '.') return false;
  if (speller.correct(`${word}.`)) return true;
  // German addresses shorten -straße to -str. (Regenstr., Hauptstr.): a street name, not a typo.
  return /\p{Lu}\p{L}*str$/u.test(word) && knownStreet(speller, `${word}aße`);
}

const knownStreet = (speller: Speller, street: string) =>
  speller.correct(street) || knownCompound(speller, street);

function isKnown(speller: Speller, word: string, language: string, atSentenceStart: boolean): boolean {
  if (speller.correct(word)) return true;
  // Elided forms (l'école, j'ai, dell'anno): check the part after the apostrophe.
  const elided = /^[\p{L}]{1,5}['’]([\p{L}].*)$/u.exec(word);
  if (elided && speller.correct(elided[1]!)) return true;
  // Hyphenated compounds: every part known is fine.
  if (word.includes('-') && word.split('-').every((p) => p === '' || speller.correct(p))) return true;
  // Typographic variants the dictionaries lack: soeur for sœur, oeuvre for œuvre.
  if (/oe/i.test(word) && speller.correct(word.replace(/oe/g, 'œ').replace(/OE/g, 'Œ'))) return true;
  // French of the 1990 rectifications (connaitre, évènement): decision 307.
  if (language === 'fr' && reformedFrenchSpelling(speller, elided ? elided[1]! : word)) return true;
  // Swiss German writes ss for ß (Grüsse, Spass): a standard spelling, not a mistake.
  if (language === 'de' && /ss/.test(word) && speller.correct(word.replace(/ss/g, 'ß'))) return true;
  const lower = word.toLowerCase();
  if (word !== lower) {
    if (atSentenceStart && speller.correct(lower)) return true;
    // A capitalised unknown word in mid-sentence is most likely a name; German capitalises nouns,
    // so there only words the dictionary knows in lower case count as names-or-fine.
    if (!atSentenceStart && language !== 'de') return true;
    if (word === word.toUpperCase() && word.length > 1) return true; // acronyms
  }
  return false;
}

interface Guess {
  word: string;
  /** The only accented form of the word the dictionary knows (tambien → también). */
  accentOnly: boolean;
  /**
   * A slip with one answer: a letter learners confuse, a silent h, a doubled letter or a wrong accent
   * (avuela → abuela, ablar → hablar, trés → très), and no other dictionary word that close. Sure
   * enough to be a fix (issue 22); any other nearest word is a flag.
   */
  sure?: boolean;
}

/**
 * The known word closest to what the learner typed, where the slips learners make most (accents, case,
 * b/v, c/s/z, y/ll, g/j, silent h, double letters) cost less than other edits. Candidates come from
 * candidates.ts (hunspell's own `suggest` takes 30–90 ms a German word: too slow for a 300-word entry).
 */
function bestGuess(speller: Speller, word: string, language: string): Guess | null {
  const lower = word.toLowerCase();
  const alphabet = ALPHABETS[language] ?? 'abcdefghijklmnopqrstuvwxyz';
  // Accents on an unambiguous form: exactly one accented variant is a word (tambien → también).
  const accented = accentVariants(word).filter((v) => speller.correct(v));
  // (A word that has a mark already is not missing one: tenís is tenis, not teñís.)
  if (accented.length === 1 && marks(word) === 0) return { word: accented[0]!, accentOnly: true };
  const list = [...accented, ...nearWords(speller, word, alphabet)];
  if (word !== lower) list.push(...nearWords(speller, lower, alphabet));
  let best: string | null = null;
  let bestCost = Infinity;
  let near = 0;
  for (const s of list) {
    if (!/^[-']|[-']$/.test(s) && learnerDistance(word, s) <= 0.5) near++;
    if (/^[-']|[-']$/.test(s)) continue; // affixes such as "-russen" are no fix
    // Ties: keep the learner's first letter and case (a slip at the start of a word is rarer), and
    // prefer taking a wrong mark off to adding another (tenís → tenis, not teñís).
    const cost =
      learnerDistance(word, s) + (s[0] === word[0] ? 0 : 0.01) + (marks(s) > marks(word) ? 0.005 : 0);
    if (cost < bestCost) {
      best = s;
      bestCost = cost;
    }
  }
  if (best === null) return null;
  // A capitalised German word in mid-sentence is a noun: a neighbour that is a word in lower case
  // (Hemt → "Hemmt", a verb) is of another kind, never sure.
  const otherKind = language === 'de' && word !== lower && speller.correct(best.toLowerCase());
  // The letters that sound alike (b/v, c/s/z, g/j, ll/y, a silent h) are Spanish slips; elsewhere only
  // a doubled letter or an accent is a slip with one answer (German "hinnen" is "Ihnen", not "innen").
  const slip = language === 'es' ? learnerDistance(word, best) <= 0.5 : squeezed(word) === squeezed(best);
  const sure = near === 1 && !otherKind && slip && best.toLowerCase() !== lower;
  return { word: best, accentOnly: false, sure };
}

const CONFUSABLE = new Set([
  'bv',
  'vb',
  'cs',
  'sc',
  'sz',
  'zs',
  'cz',
  'zc',
  'yl',
  'ly',
  'gj',
  'jg',
  'ck',
  'kc',
  'qk',
  'kq',
  'iy',
  'yi',
]);
const base = (ch: string) => ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function substitutionCost(a: string, b: string): number {
  if (a === b) return 0;
  if (base(a) === base(b)) return 0.25; // accent or case
  if (CONFUSABLE.has(base(a) + base(b))) return 0.5;
  return 1;
}

/** Weighted Levenshtein distance over characters (silent h and doubled letters insert cheaply). */
export function learnerDistance(typed: string, target: string): number {
  const a = [...typed.replace(/ß/g, 'ss')];
  const b = [...target.replace(/ß/g, 'ss')];
  const insertCost = (chars: string[], k: number) => {
    const ch = base(chars[k]!);
    return ch === 'h' || (k > 0 && base(chars[k - 1]!) === ch) ? 0.5 : 1;
  };
  let prev = [0];
  for (let j = 1; j <= b.length; j++) prev[j] = prev[j - 1]! + insertCost(b, j - 1);
  for (let i = 1; i <= a.length; i++) {
    const row = [prev[0]! + insertCost(a, i - 1)];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        prev[j]! + insertCost(a, i - 1),
        row[j - 1]! + insertCost(b, j - 1),
        prev[j - 1]! + substitutionCost(a[i - 1]!, b[j - 1]!),
      );
    }
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * Whether a guess is sure enough to show. Far-off guesses are usually words the dictionary lacks
 * (names, compounds, loanwords), so they are left out: precision first.
 */
function plausible(word: string, corrected: string, language: string, initial: boolean): boolean {
  const cost = learnerDistance(word, corrected);
  // A capitalised unknown first word is most often a name (Michael, Sofía, Latour): only a slip in
  // accents (Despues → Después) is sure enough, and never a change of case alone (Ca → CA).
  if (initial && word !== word.toLowerCase() && language !== 'de')
    return cost <= 0.5 && corrected.toLowerCase() !== word.toLowerCase();
  if (language === 'de') {
    // Never worse than the word: learners drop umlauts, they do not add wrong ones (wünsche → wunsche),
    // and ss for ß is the Swiss standard (Grüsse), not a mistake.
    if (marks(corrected) < marks(word) || sharps(corrected) > sharps(word)) return false;
    // A capitalised unknown word is often a name or a case form (Schultz, Bahnhofs): one edit at most,
    // and an ending alone is no fix.
    if (word !== word.toLowerCase())
      return cost <= 1 && !corrected.startsWith(word) && !word.startsWith(corrected);
  }
  return cost <= 2;
}

/** A word without its accents, case and doubled letters: two spellings that differ only there match. */
const squeezed = (w: string) => base(w.normalize('NFD').replace(/\p{M}/gu, '')).replace(/(.)\1+/gu, '$1');

const marks = (w: string) => (w.normalize('NFD').match(/\p{M}/gu) ?? []).length;
const sharps = (w: string) => (w.match(/ß/g) ?? []).length;

const isSpace = (ch: string) => ch.trim() === '';
const OPENERS = '"\'«“(¿¡';

/**
 * Whether the word at `at` starts a sentence: only spaces, opening quotes and brackets back to the text's
 * start, a . ! ? … or :, or a line break. Scans back over that run only (a regex over the text before
 * each word made the check quadratic, issue 21).
 */
function sentenceInitial(text: string, at: number): boolean {
  let k = at;
  let lineBreak = false;
  while (k > 0 && (isSpace(text[k - 1]!) || OPENERS.includes(text[k - 1]!))) {
    if (text[k - 1] === '\n') lineBreak = true;
    k--;
  }
  let w = at;
  while (w > 0 && isSpace(text[w - 1]!)) w--;
  // An opening quotation mark starts quoted speech, which starts with a capital (der Frage „Ist es …").
  return k === 0 || '.!?…:'.includes(text[k - 1]!) || lineBreak || (w > 0 && '„»"'.includes(text[w - 1]!));
}
