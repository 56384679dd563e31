import nspell, { type NSpell } from 'nspell';
import { wordTokens } from '../text.js';
import type { CheckIssue } from './issue.js';

/**
 * Spelling for languages with a hunspell dictionary package. Dictionaries are loaded on first use and
 * kept (French takes seconds and hundreds of MB: docs/decisions/052-offline-assessor.md).
 */

const LOADERS: Record<string, () => Promise<{ default: { aff: Uint8Array; dic: Uint8Array } }>> = {
  es: () => import('dictionary-es'),
  fr: () => import('dictionary-fr'),
  de: () => import('dictionary-de'),
};

const NAMES: Record<string, string> = { es: 'Spanish', fr: 'French', de: 'German' };

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

export async function checkSpelling(text: string, language: string): Promise<CheckIssue[]> {
  const speller = await loadSpeller(language);
  const issues: CheckIssue[] = [];
  const suggestions = new Map<string, string | null>();
  const tokens = wordTokens(text);
  tokens.forEach((token, index) => {
    const { word } = token;
    if (/\d/.test(word) || isKnown(speller, word, language, sentenceInitial(text, token.start))) return;
    if (!suggestions.has(word)) suggestions.set(word, bestSuggestion(speller, word));
    const corrected = suggestions.get(word);
    if (!corrected || !plausible(word, corrected, language, tokens, index)) return;
    issues.push({
      start: token.start,
      end: token.end,
      original: word,
      corrected,
      explanation: `“${word}” is not in the ${NAMES[language] ?? language} dictionary; did you mean “${corrected}”?`,
      category: 'spelling',
      rule: 'hunspell',
    });
  });
  return issues;
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

/**
 * Of hunspell's suggestions, the one closest to what the learner typed, where the slips learners make
 * most (accents, case, b/v, c/s/z, y/ll, g/j, silent h, double letters) cost less than other edits.
 * Ties keep hunspell's order.
 */
function bestSuggestion(speller: NSpell, word: string): string | null {
  // German ss or s for ß (Swiss spelling, a missing key) is not among hunspell's guesses.
  const sharp = [
    word.replace(/ss/g, 'ß'),
    ...[...word.matchAll(/s/g)].map((m) => `${word.slice(0, m.index)}ß${word.slice(m.index + 1)}`),
  ];
  const found = sharp.find((v) => v !== word && speller.correct(v));
  if (found) return found;
  const list = speller.suggest(word);
  let best: string | null = null;
  let bestCost = Infinity;
  for (const s of list) {
    const cost = learnerDistance(word, s);
    if (cost < bestCost) {
      best = s;
      bestCost = cost;
    }
  }
  return best;
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
  'der die das dem den des ein eine einem einen einer eines kein keine keinem keinen keiner mein meine meinem meinen meiner dein deine sein seine ihr ihre unser unsere euer eure im am zum zur vom beim ins ans'.split(
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
): boolean {
  const cost = learnerDistance(word, corrected);
  if (language === 'de') {
    // nspell misses many inflected German verbs and adverbs ("gehen", "bitte"): a lower-case word is
    // only a noun needing a capital when a determiner comes just before it (ein kleines haus).
    if (word === word.toLowerCase() && corrected.toLowerCase() === word) {
      const [before2, before1] = [tokens[index - 2]?.word ?? '', tokens[index - 1]?.word ?? ''];
      const adjective = /^[a-zäöüß]+(e|en|em|er|es)$/.test(before1);
      return (
        GERMAN_DETERMINERS.has(before1.toLowerCase()) ||
        (adjective && GERMAN_DETERMINERS.has(before2.toLowerCase()))
      );
    }
    // A capitalised unknown word is often a compound noun hunspell cannot assemble (Ostsee).
    if (word !== word.toLowerCase()) return cost <= 1;
  }
  return cost <= 2;
}

function sentenceInitial(text: string, at: number): boolean {
  const before = text.slice(0, at);
  const head = before.replace(/[\s"'«“(¿¡]+$/u, '');
  return head === '' || /[.!?…:]$/.test(head) || /\n[\s"'«“(¿¡]*$/u.test(before);
}
