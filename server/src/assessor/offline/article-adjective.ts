import {
  DATIVE_PREPOSITIONS,
  DE_GENDER,
  gendersNeverWith,
  NOM_ACC,
  SAME_PLURAL,
  type DeGender,
} from './german-article-forms.js';
import { explained } from './explain-text.js';
import { germanArticle } from './german-genders.js';
import { asFlag, type CheckIssue, type Explanation } from './issue.js';
import { nounGender, type Gender } from './noun-genders.js';
import { issue, joined, sameCase, tokensOf, type Token } from './rule-tokens.js';
import { genderOf } from './spanish-words.js';
import { ownEntry } from './own-entry.js';

/**
 * Article, adjective and noun (issue 22, decision 298): "der großen Haus", "un petite maison",
 * "el gran casa". The article right before the noun is article-gender.ts; here one adjective stands
 * between. The noun's gender comes from the same tables; the forms from grammar:
 * - German: the article and the adjective ending go together and depend on the case. A fix only where
 *   the case leaves one form: after a dative preposition (mit dem großen Haus), or where nominative and
 *   accusative share the article and the learner's adjective has a nominative/accusative ending
 *   (die kleine Haus → das kleine Haus, eine kleines Haus → ein kleines Haus). Otherwise a flag.
 * - French, Spanish, Italian, Portuguese: an adjective from a closed list of those that go before the
 *   noun, with its masculine and feminine forms; article and adjective take the noun's gender.
 * Nouns the tables do not know, and adjectives outside the lists, are left alone.
 */

// ---------------------------------------------------------------- Both

/** Article, then at most two adjectives (each may follow an adverb), then the noun. */
interface Phrase {
  adjectives: number[];
  noun: number;
}

function phraseAfter(
  text: string,
  tokens: Token[],
  i: number,
  kind: (word: string) => 'adverb' | 'adjective' | 'noun' | null,
): Phrase | null {
  const adjectives: number[] = [];
  let adverb = false;
  for (let k = i + 1; k < tokens.length && k <= i + 5; k++) {
    if (!joined(text, tokens, k - 1, k)) return null;
    const what = kind(tokens[k]!.word);
    if (what === 'adverb' && !adverb && adjectives.length < 2) adverb = true;
    else if (what === 'adjective' && adjectives.length < 2) {
      adjectives.push(k);
      adverb = false;
    } else if (what === 'noun' && adjectives.length > 0 && !adverb) return { adjectives, noun: k };
    else return null;
  }
  return null;
}

/** text[tokens[from].start, tokens[to].end) with some tokens replaced (the adverbs stay as written). */
function rebuilt(
  text: string,
  tokens: Token[],
  from: number,
  to: number,
  forms: Map<number, string>,
): string {
  let out = '';
  for (let k = from; k <= to; k++) {
    if (k > from) out += text.slice(tokens[k - 1]!.end, tokens[k]!.start);
    out += forms.get(k) ?? tokens[k]!.word;
  }
  return out;
}

// ---------------------------------------------------------------- German

const DATIVE: Record<string, Record<DeGender, string>> = {
  definite: { m: 'dem', n: 'dem', f: 'der' },
  indefinite: { m: 'einem', n: 'einem', f: 'einer' },
  negative: { m: 'keinem', n: 'keinem', f: 'keiner' },
};
const KIND = (article: string) =>
  /^d/.test(article) ? 'definite' : /^k/.test(article) ? 'negative' : 'indefinite';
/** Lower-case words between an article and a noun that are no declined adjective. */
const NOT_ADJECTIVE =
  /^(immer|wieder|aber|oder|oben|unten|gestern|morgen|eben|selten|sehr|so|zu|ganz|nur|auch|mein\p{L}*|dein\p{L}*|sein\p{L}*|ihr\p{L}*|unser\p{L}*|euer|eur\p{L}*|kein\p{L}*|ein\p{L}*|dies\p{L}*|jed\p{L}*|welch\p{L}*|der|die|das|den|dem|des)$/u;
const DECLINED = /^(\p{Ll}+?)(e|en|er|es|em)$/u;
const DE_ADVERB = /^(sehr|so|zu|ganz|ziemlich|wirklich|besonders|echt|total|richtig|relativ|extrem)$/;

function germanKind(word: string): 'adverb' | 'adjective' | 'noun' | null {
  if (DE_ADVERB.test(word)) return 'adverb';
  if (/^\p{Lu}/u.test(word)) return 'noun';
  return DECLINED.test(word) && !NOT_ADJECTIVE.test(word) ? 'adjective' : null;
}

function germanAcross(text: string, tokens: Token[], i: number): CheckIssue | null {
  const det = tokens[i]!;
  const article = det.word.toLowerCase();
  const never = gendersNeverWith(article);
  if (!never && !sureEnding(article, 'm') && !sureEnding(article, 'f')) return null;
  const phrase = phraseAfter(text, tokens, i, germanKind);
  if (!phrase) return null;
  const noun = tokens[phrase.noun]!;
  const known = germanArticle(noun.word);
  if (!known) return null;
  const gender: DeGender = DE_GENDER[known];
  // A relative pronoun after a comma (die Leute, die wieder Geld …) is no article.
  if (i > 0 && /,\s*$/.test(text.slice(tokens[i - 1]!.end, det.start))) return null;
  // "der alten Lehrer", "die neuen Zimmer" may be plurals (genitive, nominative).
  if ((article === 'die' || article === 'der') && SAME_PLURAL.test(noun.word)) return null;
  const before = i > 0 && joined(text, tokens, i - 1, i) ? tokens[i - 1]!.word.toLowerCase() : '';
  const adjectives = phrase.adjectives.map((k) => ({ k, parts: DECLINED.exec(tokens[k]!.word)! }));
  const last = phrase.adjectives[phrase.adjectives.length - 1]!;
  const written = text.slice(det.start, tokens[last]!.end);
  const withForms = (articleForm: string, ending: string) =>
    rebuilt(
      text,
      tokens,
      i,
      last,
      new Map([
        [i, sameCase(det.word, articleForm)],
        ...adjectives.map((a) => [a.k, `${a.parts[1]}${ending}`] as const),
      ]),
    );
  const span = (corrected: string, why: Explanation, rule = 'de-article-gender') =>
    issue(text, det.start, tokens[last]!.end, corrected, rule, why);
  if (never && DATIVE_PREPOSITIONS.has(before)) {
    // After mit, von … the case is certain: dative, and the adjective after an article ends in -en.
    const right = withForms(DATIVE[KIND(article)]![gender], 'en');
    if (right === written) return null;
    return span(right, explained('gender.dative', { before, noun: noun.word, gender, right }));
  }
  if (never?.includes(gender)) {
    const nomAcc = ownEntry(NOM_ACC, article)?.[gender];
    const sureCase = nomAcc && adjectives.every((a) => /^(e|es)$/.test(a.parts[2]!));
    const twoWay = /^(in|an|auf|über|unter|vor|hinter|neben|zwischen)$/.test(before);
    if (sureCase && !twoWay) {
      const right = withForms(nomAcc[0], nomAcc[1]);
      return span(right, explained('gender.is', { noun: noun.word, gender, form: right }));
    }
    return asFlag(
      span(written, ''),
      explained('gender.checkCaseAdjective', { noun: noun.word, gender, known }),
    );
  }
  return adjectiveEnding(text, tokens, i, phrase, gender, before);
}

/**
 * The article fits the noun's gender, and with it leaves one adjective ending whatever the case
 * (ein schönes großes Haus, der kleine Hund, mit dem neuen Auto): a fix of every adjective with
 * another ending. After a preposition a nominative-looking article may itself be wrong (mit der
 * Mann), so there only the endings after a dative or genitive article are fixed.
 */
function adjectiveEnding(
  text: string,
  tokens: Token[],
  i: number,
  phrase: Phrase,
  gender: DeGender,
  before: string,
): CheckIssue | null {
  const det = tokens[i]!;
  const article = det.word.toLowerCase();
  const ending = sureEnding(article, gender);
  if (!ending || (ending !== 'en' && PREPOSITION.test(before))) return null;
  const wrong = phrase.adjectives.filter((k) => DECLINED.exec(tokens[k]!.word)![2] !== ending);
  if (wrong.length === 0) return null;
  const last = phrase.adjectives[phrase.adjectives.length - 1]!;
  const noun = tokens[phrase.noun]!.word;
  const forms = new Map(phrase.adjectives.map((k) => [k, `${DECLINED.exec(tokens[k]!.word)![1]}${ending}`]));
  const right = rebuilt(text, tokens, i, last, forms);
  const found = issue(
    text,
    det.start,
    tokens[last]!.end,
    right,
    'de-adjective-ending',
    explained('agreement.ending', { article: det.word, gender, ending, right, noun }),
  );
  // An adjective whose own stem ends in -er, -el or -en (teuer, dunkel, geschlossen, a comparative such
  // as größer) hides its ending.
  const unsure = wrong.some(
    (k) =>
      BASE_IN_ER_EN.test(tokens[k]!.word) ||
      PARTICIPLE.test(tokens[k]!.word) ||
      maybeComparative(text, tokens, i, k, phrase.noun),
  );
  if (!unsure) return found;
  const written = text.slice(det.start, tokens[last]!.end);
  return asFlag(
    { ...found, corrected: written },
    explained('agreement.endingCheck', { noun, gender, article: det.word }),
  );
}

/**
 * Whether the adjective at `k`, written with -er, may be a comparative whose ending is missing (decision
 * 315): "ein schneller Auto als meins" meant "schnelleres", which the positive ending (schnelles) would
 * turn into another meaning. The -er reads as a comparative when the article `i` never takes an -er
 * adjective (das schneller Auto: schnelle or schnellere?) or "als" follows the noun. After a bare ein-word
 * with no "als" the -er is the strong masculine ending the noun excludes (ein schöner Haus → schönes).
 * Adjectives without a comparative (colours, ordinals, -isch, superlatives) keep their fix.
 */
function maybeComparative(text: string, tokens: Token[], i: number, k: number, noun: number): boolean {
  const parts = DECLINED.exec(tokens[k]!.word);
  if (!parts || parts[2] !== 'er' || NO_COMPARATIVE.test(parts[1]!)) return false;
  const article = tokens[i]!.word.toLowerCase();
  const bareEinWord = EIN_WORD.test(article) && !EIN_WORD.exec(article)![2];
  return !bareEinWord || alsAfter(text, tokens, noun);
}

/** "als" within three words after the noun, in the same clause (ein schneller Auto als mein altes). */
function alsAfter(text: string, tokens: Token[], noun: number): boolean {
  for (let k = noun + 1; k < tokens.length && k <= noun + 3; k++) {
    if (/[,.;:!?]/.test(text.slice(tokens[k - 1]!.end, tokens[k]!.start))) return false;
    if (tokens[k]!.word.toLowerCase() === 'als') return true;
  }
  return false;
}

/** Adjective stems with no comparative: colours, ordinals, -isch, superlatives, absolutes. */
const NO_COMPARATIVE =
  /^(rot|blau|grün|gelb|schwarz|weiß|braun|grau|rosa|lila|erst|zweit|dritt|viert|fünft|sechst|siebt|acht|neunt|zehnt|letzt|nächst|ganz|tot|einzig|mittler|ober|unter|vorder|hinter|inner|äußer|\p{Ll}+isch|\p{Ll}+e?st)$/u;

const PREPOSITION =
  /^(in|an|auf|über|unter|vor|hinter|neben|zwischen|mit|bei|von|aus|nach|seit|zu|für|durch|gegen|ohne|um|wegen|trotz|während)$/;
const BASE_IN_ER_EN =
  /^(teuer|sauber|sicher|lecker|bitter|munter|dunkel|edel|eitel|übel|offen|trocken|eigen|golden|ander|heiter|finster|mager|bescheiden|verschieden|gelassen|größer|älter|jünger|kürzer|länger|wärmer|kälter|stärker|höher|näher|besser|lieber)$/;
const PARTICIPLE = /^(ge|be|ver|er|zer|ent)\p{Ll}+(en|t)$/u;

/** Endings after ein-words (ein, kein, mein, dein, sein, unser, euer, ihr+ending) by their own ending. */
const EIN_WORD = /^(k?ein|mein|dein|sein|unser|eu(?:e)?r|ihr)(e|en|em|er|es)?$/;
const EIN_ENDINGS: Record<string, Partial<Record<DeGender, string>>> = {
  '': { m: 'er', n: 'es' },
  e: { f: 'e' },
  en: { m: 'en' },
  em: { m: 'en', n: 'en' },
  er: { f: 'en' },
  es: { m: 'en', n: 'en' },
};
const DEFINITE_ENDINGS: Record<string, Partial<Record<DeGender, string>>> = {
  der: { m: 'e', f: 'en' },
  die: { f: 'e' },
  das: { n: 'e' },
  des: { m: 'en', n: 'en' },
  dem: { m: 'en', n: 'en' },
  den: { m: 'en' },
  im: { m: 'en', n: 'en' },
  am: { m: 'en', n: 'en' },
  vom: { m: 'en', n: 'en' },
  zum: { m: 'en', n: 'en' },
  beim: { m: 'en', n: 'en' },
  zur: { f: 'en' },
};

/** The one adjective ending after `article` before a singular noun of `gender`, if the two leave one. */
function sureEnding(article: string, gender: DeGender): string | undefined {
  if (Object.hasOwn(DEFINITE_ENDINGS, article)) return DEFINITE_ENDINGS[article]![gender];
  const ein = EIN_WORD.exec(article);
  // Bare "ihr" is also the pronoun (habt ihr …).
  if (!ein || article === 'ihr') return undefined;
  return EIN_ENDINGS[ein[2] ?? '']![gender];
}

// ---------------------------------------------------------------- Romance languages

/** Adjectives that go before the noun: masculine and feminine singular (one form: both genders). */
const PRENOMINAL: Record<string, Array<[string, string]>> = {
  fr: [
    ['petit', 'petite'],
    ['grand', 'grande'],
    ['bon', 'bonne'],
    ['mauvais', 'mauvaise'],
    ['joli', 'jolie'],
    ['gros', 'grosse'],
    ['long', 'longue'],
    ['haut', 'haute'],
    ['vrai', 'vraie'],
    ['premier', 'première'],
    ['dernier', 'dernière'],
    ['prochain', 'prochaine'],
    ['seul', 'seule'],
    ['meilleur', 'meilleure'],
    ['nouveau', 'nouvelle'],
    ['beau', 'belle'],
    ['vieux', 'vieille'],
    ['jeune', 'jeune'],
  ],
  es: [
    ['buen', 'buena'],
    ['mal', 'mala'],
    ['primer', 'primera'],
    ['tercer', 'tercera'],
    ['gran', 'gran'],
    ['nuevo', 'nueva'],
    ['pequeño', 'pequeña'],
    ['viejo', 'vieja'],
    ['último', 'última'],
    ['mismo', 'misma'],
    ['único', 'única'],
    ['mejor', 'mejor'],
    ['peor', 'peor'],
  ],
  it: [
    ['piccolo', 'piccola'],
    ['nuovo', 'nuova'],
    ['vecchio', 'vecchia'],
    ['primo', 'prima'],
    ['ultimo', 'ultima'],
    ['prossimo', 'prossima'],
    ['lungo', 'lunga'],
    ['vero', 'vera'],
    ['stesso', 'stessa'],
  ],
  pt: [
    ['novo', 'nova'],
    ['velho', 'velha'],
    ['pequeno', 'pequena'],
    ['bom', 'boa'],
    ['primeiro', 'primeira'],
    ['último', 'última'],
    ['próximo', 'próxima'],
    ['lindo', 'linda'],
    ['grande', 'grande'],
  ],
};

/** Singular articles, masculine and feminine. */
const ROMANCE_ARTICLES: Record<string, Array<[string, string]>> = {
  fr: [
    ['le', 'la'],
    ['un', 'une'],
  ],
  es: [
    ['el', 'la'],
    ['un', 'una'],
  ],
  it: [
    ['il', 'la'],
    ['un', 'una'],
  ],
  pt: [
    ['o', 'a'],
    ['um', 'uma'],
  ],
};

/** French masculine adjectives with their own form before a vowel (un bel homme): left alone. */
const BEFORE_VOWEL = /^(beau|nouveau|vieux|belle|nouvelle|vieille|bel|nouvel|vieil)$/;
/** Words before which an article is a pronoun or a preposition (je la vois, vado a casa). */
const NOT_ARTICLE_AFTER: Record<string, RegExp> = {
  fr: /^(je|j|tu|il|elle|on|nous|vous|ils|elles|ne|n|me|te|se|qui|que|de|à)$/,
  es: /^(de|a|que|no|se|me|te|le|lo|les|ya)$/,
  it: /^(io|tu|lui|lei|noi|voi|loro|non|mi|ti|si|ci|vi|che|di|a|da|in|su)$/,
  pt: /^(eu|tu|ele|ela|você|nós|vocês|eles|elas|não|me|te|se|que|já|de|em|por|a)$/,
};

/** Whether `word` is one of the listed adjectives that go before the noun in `language`. */
export const isPrenominal = (language: string, word: string): boolean =>
  Boolean(PRENOMINAL[language] && pairOf(PRENOMINAL[language], word));

function pairOf(pairs: Array<[string, string]>, word: string): [string, string] | undefined {
  return pairs.find(([m, f]) => m === word || f === word);
}

function romanceGender(language: string, noun: string): Gender | null {
  if (language === 'es') {
    const known = genderOf(noun);
    return known && !known.plural ? known.gender : null;
  }
  return nounGender(language, noun);
}

/** Adverbs of degree that may stand before an adjective (una muy buena idea). */
const ROMANCE_ADVERB: Record<string, RegExp> = {
  fr: /^(très|si|assez|trop|plus|vraiment)$/,
  es: /^(muy|tan|bastante|más|realmente)$/,
  it: /^(molto|così|troppo|più|davvero)$/,
  pt: /^(muito|tão|bem|mais|bastante)$/,
};

function romanceAcross(language: string, text: string, tokens: Token[], i: number): CheckIssue | null {
  const det = tokens[i]!;
  const article = det.word.toLowerCase();
  const articles = pairOf(ROMANCE_ARTICLES[language]!, article);
  if (!articles) return null;
  const phrase = phraseAfter(text, tokens, i, (word) =>
    ROMANCE_ADVERB[language]!.test(word)
      ? 'adverb'
      : pairOf(PRENOMINAL[language]!, word)
        ? 'adjective'
        : word === word.toLowerCase() && romanceGender(language, word)
          ? 'noun'
          : null,
  );
  if (!phrase) return null;
  const noun = tokens[phrase.noun]!;
  const gender = romanceGender(language, noun.word)!;
  const k = gender === 'm' ? 0 : 1;
  const forms = new Map<number, string>([[i, articles[k]]]);
  for (const a of phrase.adjectives) {
    const adjective = tokens[a]!.word;
    const right = pairOf(PRENOMINAL[language]!, adjective)![k];
    // Italian lo/uno and French elision depend on the next sound: the rule keeps to the plain forms.
    if (language === 'fr' && /^[aeiouhéèêâîôû]/i.test(tokens[a + 1]!.word) && BEFORE_VOWEL.test(adjective))
      return null;
    if (language === 'it' && /^(s[^aeiou]|z|gn|ps)/.test(right)) return null;
    forms.set(a, right);
  }
  const before = i > 0 && joined(text, tokens, i - 1, i) ? tokens[i - 1]!.word.toLowerCase() : '';
  if (NOT_ARTICLE_AFTER[language]!.test(before)) return null;
  // Portuguese "a" before a masculine noun may be the preposition (a pé).
  if (language === 'pt' && article === 'a' && gender === 'm') return null;
  const last = phrase.adjectives[phrase.adjectives.length - 1]!;
  const right = rebuilt(text, tokens, i, last, forms);
  if (right === text.slice(det.start, tokens[last]!.end).replace(/^\p{Lu}/u, (c) => c.toLowerCase()))
    return null;
  return issue(
    text,
    det.start,
    tokens[last]!.end,
    sameCase(det.word, right),
    language === 'es' ? 'es-gender' : `${language}-article-gender`,
    explained('gender.is', { noun: noun.word, gender, form: right }),
  );
}

/** Article–adjective–noun findings of `language` (de, fr, es, it, pt) in `text`. */
export function checkArticleAcrossAdjective(text: string, language: string): CheckIssue[] {
  if (language !== 'de' && !PRENOMINAL[language]) return [];
  const tokens = tokensOf(text);
  const out: CheckIssue[] = [];
  for (let i = 0; i + 2 < tokens.length; i++) {
    const found =
      language === 'de' ? germanAcross(text, tokens, i) : romanceAcross(language, text, tokens, i);
    if (found) out.push(found);
  }
  return out;
}
