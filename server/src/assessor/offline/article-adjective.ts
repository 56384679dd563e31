import {
  DATIVE_PREPOSITIONS,
  DE_GENDER,
  gendersNeverWith,
  NOM_ACC,
  SAME_PLURAL,
  type DeGender,
} from './german-article-forms.js';
import { germanArticle } from './german-genders.js';
import { explained } from './explain-text.js';
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

function germanAcross(text: string, tokens: Token[], i: number): CheckIssue | null {
  const det = tokens[i]!;
  const adjective = tokens[i + 1];
  const noun = tokens[i + 2];
  const article = det.word.toLowerCase();
  if (!adjective || !noun || !gendersNeverWith(article) || !joined(text, tokens, i, i + 2)) return null;
  const declined = DECLINED.exec(adjective.word);
  if (!declined || NOT_ADJECTIVE.test(adjective.word) || !/^\p{Lu}/u.test(noun.word)) return null;
  const known = germanArticle(noun.word);
  if (!known) return null;
  const gender: DeGender = DE_GENDER[known];
  // A relative pronoun after a comma (die Leute, die wieder Geld …) is no article.
  if (i > 0 && /,\s*$/.test(text.slice(tokens[i - 1]!.end, det.start))) return null;
  const before = i > 0 && joined(text, tokens, i - 1, i) ? tokens[i - 1]!.word.toLowerCase() : '';
  const stem = declined[1]!;
  const span = (form: string, why: Explanation) =>
    issue(text, det.start, adjective.end, sameCase(det.word, form), 'de-article-gender', why);
  if (DATIVE_PREPOSITIONS.has(before)) {
    // After mit, von … the case is certain: dative, and the adjective after an article ends in -en.
    const right = `${DATIVE[KIND(article)]![gender]} ${stem}en`;
    if (right === `${article} ${adjective.word}`) return null;
    return span(right, explained('gender.dative', { before, noun: noun.word, gender, right }));
  }
  if (!gendersNeverWith(article)!.includes(gender)) return null;
  if ((article === 'die' || article === 'der') && SAME_PLURAL.test(noun.word)) return null;
  const nomAcc = ownEntry(NOM_ACC, article)?.[gender];
  const sureCase = nomAcc && /^(e|es)$/.test(declined[2]!);
  const twoWay = /^(in|an|auf|über|unter|vor|hinter|neben|zwischen)$/.test(before);
  if (sureCase && !twoWay) {
    const right = `${nomAcc[0]} ${stem}${nomAcc[1]}`;
    return span(right, explained('gender.is', { noun: noun.word, gender, form: right }));
  }
  return asFlag(
    span(text.slice(det.start, adjective.end), ''),
    explained('gender.checkCaseAdjective', { noun: noun.word, gender, known }),
  );
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

function romanceAcross(language: string, text: string, tokens: Token[], i: number): CheckIssue | null {
  const det = tokens[i]!;
  const adjective = tokens[i + 1];
  const noun = tokens[i + 2];
  if (!adjective || !noun || !joined(text, tokens, i, i + 2) || noun.word !== noun.word.toLowerCase())
    return null;
  const article = det.word.toLowerCase();
  const articles = pairOf(ROMANCE_ARTICLES[language]!, article);
  const forms = pairOf(PRENOMINAL[language]!, adjective.word);
  if (!articles || !forms) return null;
  const gender = romanceGender(language, noun.word);
  if (!gender) return null;
  // Italian lo/uno and French elision depend on the next sound: the rule keeps to the plain forms.
  if (language === 'fr' && /^[aeiouhéèêâîôû]/i.test(noun.word) && BEFORE_VOWEL.test(adjective.word))
    return null;
  if (language === 'it' && /^(s[^aeiou]|z|gn|ps)/.test(forms[gender === 'm' ? 0 : 1])) return null;
  const before = i > 0 && joined(text, tokens, i - 1, i) ? tokens[i - 1]!.word.toLowerCase() : '';
  if (NOT_ARTICLE_AFTER[language]!.test(before)) return null;
  // Portuguese "a" before a masculine noun may be the preposition (a pé).
  if (language === 'pt' && article === 'a' && gender === 'm') return null;
  const k = gender === 'm' ? 0 : 1;
  const right = `${articles[k]} ${forms[k]}`;
  if (right === `${article} ${adjective.word}`) return null;
  return issue(
    text,
    det.start,
    adjective.end,
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
