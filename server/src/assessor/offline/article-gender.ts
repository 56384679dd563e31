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
import { asFlag, type CheckIssue } from './issue.js';
import { nounGender, type Gender } from './noun-genders.js';
import { issue, joined, sameCase, tokensOf, type Token } from './rule-tokens.js';
import { ownEntry } from './own-entry.js';
import { mayBeObjectPronoun } from './object-pronoun.js';

/**
 * Article–noun gender (issue 22): an article right before a noun whose gender the tables know
 * (german-genders.ts, noun-genders.ts). A fix only when the article's right form is certain (gender,
 * number and case leave one form); when the case could be two (das Tisch: der or den?) it is a flag.
 * Nouns the tables do not know, and articles after a pronoun (la porte / je la porte), are left alone.
 */

export const ARTICLE_GENDER_RULES: Record<string, string> = {
  'de-article-gender': 'The article agrees with the noun’s gender: *die Wohnung*, *das Haus*, *der Tisch*.',
  'de-adjective-ending':
    'After the article the adjective ending is fixed by gender and case: *ein großes Haus*, *der kleine Hund*, *mit dem neuen Auto*.',
  'fr-article-gender': 'The article agrees with the noun’s gender: *la maison*, *le jour*, *une idée*.',
  'it-article-gender': 'The article agrees with the noun’s gender: *la casa*, *il giorno*, *una settimana*.',
  'pt-article-gender': 'The article agrees with the noun’s gender: *a casa*, *o dia*, *uma semana*.',
};

// ---------------------------------------------------------------- German

const TWO_WAY = new Set(['in', 'an', 'auf', 'über', 'unter', 'vor', 'hinter', 'neben', 'zwischen']);

function germanArticleGender(text: string, tokens: Token[], i: number): CheckIssue | null {
  const det = tokens[i]!;
  const noun = tokens[i + 1];
  const article = det.word.toLowerCase();
  if (!noun || !gendersNeverWith(article) || !joined(text, tokens, i, i + 1) || !/^\p{Lu}/u.test(noun.word))
    return null;
  const known = germanArticle(noun.word);
  if (!known) return null;
  const gender: DeGender = DE_GENDER[known];
  if (!gendersNeverWith(article)!.includes(gender)) return null;
  // "die Zimmer", "der Lehrer" may be plurals; "das, …" after a comma may be a relative pronoun or dass.
  if ((article === 'die' || article === 'der') && SAME_PLURAL.test(noun.word)) return null;
  if (article === 'das' && i > 0 && /,\s*$/.test(text.slice(tokens[i - 1]!.end, det.start))) return null;
  const before = i > 0 && joined(text, tokens, i - 1, i) ? tokens[i - 1]!.word.toLowerCase() : '';
  // After mit, von … the dative rule names the form (german-grammar.ts).
  if (DATIVE_PREPOSITIONS.has(before)) return null;
  const right = TWO_WAY.has(before) ? undefined : ownEntry(NOM_ACC, article)?.[gender]?.[0];
  const found = issue(
    text,
    det.start,
    det.end,
    right ? sameCase(det.word, right) : det.word,
    'de-article-gender',
    right
      ? explained('gender.isSo', { noun: noun.word, gender, known, right })
      : explained('gender.is', { noun: noun.word, gender, form: known }),
  );
  return right ? found : asFlag(found, explained('gender.checkCase', { noun: noun.word, gender, known }));
}

/** The dative article for a noun of known gender (mit der Wohnung, mit dem Auto); null when not known. */
export function germanDative(dative: string, noun: string): string | null {
  const known = germanArticle(noun);
  if (!known) return null;
  return known === 'die' ? dative.replace(/em$/, 'er') : dative.replace(/er$/, 'em');
}

// ---------------------------------------------------------------- French, Italian, Portuguese

/** Words before which an article is a pronoun (je la porte, non lo so, eu o vejo). */
const PRONOUN_BEFORE: Record<string, RegExp> = {
  fr: /^(je|j|tu|il|elle|on|nous|vous|ils|elles|ne|n|me|te|se|qui|que)$/,
  it: /^(io|tu|lui|lei|noi|voi|loro|non|mi|ti|si|ci|vi|che)$/,
  pt: /^(eu|tu|ele|ela|você|nós|vocês|eles|elas|não|me|te|se|que|já)$/,
};

const vowelInitial = (w: string) => /^[aeiouhàâéèêëîïôöùûüœ]/i.test(w);
/** Italian masculine nouns that take lo/uno: s + consonant, z, gn, ps, pn, x, y. */
const italianLo = (w: string) => /^(s[^aeiouàèéìòù]|z|gn|ps|pn|x|y)/i.test(w);

/** An article's right form for a gender, per language; undefined: the article is not handled. */
function romanceArticle(language: string, article: string, gender: Gender, noun: string): string | undefined {
  const vowel = vowelInitial(noun);
  if (language === 'fr') {
    if (vowel && (article === 'le' || article === 'la')) return undefined; // l'
    const forms: Record<string, [string, string]> = {
      le: ['le', 'la'],
      la: ['le', 'la'],
      un: ['un', 'une'],
      une: ['un', 'une'],
      du: ['du', 'de la'],
      au: ['au', 'à la'],
    };
    if (vowel && (article === 'du' || article === 'au')) return undefined; // de l', à l'
    return ownEntry(forms, article)?.[gender === 'm' ? 0 : 1];
  }
  if (language === 'it') {
    if (vowel) return undefined; // l', un', dell'…
    const lo = italianLo(noun);
    const masc: Record<string, string> = {
      il: lo ? 'lo' : 'il',
      lo: lo ? 'lo' : 'il',
      la: lo ? 'lo' : 'il',
      un: lo ? 'uno' : 'un',
      uno: lo ? 'uno' : 'un',
      una: lo ? 'uno' : 'un',
      del: lo ? 'dello' : 'del',
      della: lo ? 'dello' : 'del',
      nel: lo ? 'nello' : 'nel',
      nella: lo ? 'nello' : 'nel',
      al: lo ? 'allo' : 'al',
      alla: lo ? 'allo' : 'al',
    };
    const fem: Record<string, string> = {
      il: 'la',
      lo: 'la',
      la: 'la',
      un: 'una',
      uno: 'una',
      una: 'una',
      del: 'della',
      della: 'della',
      nel: 'nella',
      nella: 'nella',
      al: 'alla',
      alla: 'alla',
    };
    return ownEntry(gender === 'm' ? masc : fem, article);
  }
  if (language === 'pt') {
    // "a" before a masculine noun may be the preposition (a pé): left alone.
    const forms: Record<string, [string, string]> = {
      o: ['o', 'a'],
      um: ['um', 'uma'],
      uma: ['um', 'uma'],
      do: ['do', 'da'],
      da: ['do', 'da'],
      no: ['no', 'na'],
      na: ['no', 'na'],
      pelo: ['pelo', 'pela'],
      pela: ['pelo', 'pela'],
    };
    if (article === 'a' && gender === 'f') return 'a';
    return ownEntry(forms, article)?.[gender === 'm' ? 0 : 1];
  }
  return undefined;
}

function romanceArticleGender(
  language: string,
  text: string,
  tokens: Token[],
  i: number,
  isWord?: (w: string) => boolean,
): CheckIssue | null {
  const det = tokens[i]!;
  const noun = tokens[i + 1];
  if (!noun || !joined(text, tokens, i, i + 1) || noun.word !== noun.word.toLowerCase()) return null;
  const gender = nounGender(language, noun.word);
  if (!gender) return null;
  const article = det.word.toLowerCase();
  const right = romanceArticle(language, article, gender, noun.word);
  if (!right || right === article) return null;
  const before = i > 0 && joined(text, tokens, i - 1, i) ? tokens[i - 1]!.word.toLowerCase() : '';
  if (PRONOUN_BEFORE[language]!.test(before)) return null;
  const beforeThat = i > 1 && joined(text, tokens, i - 2, i - 1) ? tokens[i - 2]!.word : '';
  if (
    language === 'fr' &&
    isWord &&
    before &&
    mayBeObjectPronoun(isWord, tokens[i - 1]!.word, noun.word, beforeThat)
  )
    return null;
  const rule = `${language}-article-gender`;
  const why = (form: string) => explained('gender.is', { noun: noun.word, gender, form });
  // After a preposition the masculine article contracts (de la pain → du pain, a la cinema → al).
  const contracted = ownEntry(CONTRACTION[language] ?? {}, before)?.[right];
  if (contracted) {
    const prep = tokens[i - 1]!;
    return issue(text, prep.start, det.end, sameCase(prep.word, contracted), rule, why(contracted));
  }
  if (CONTRACTS_AFTER[language]?.test(before)) return null;
  return issue(text, det.start, det.end, sameCase(det.word, right), rule, why(right));
}

/** French: de/à + le contract; the fix of "de la pain" is "du pain". */
const CONTRACTION: Record<string, Record<string, Record<string, string>>> = {
  fr: { de: { le: 'du' }, à: { le: 'au' } },
};
/** Prepositions that contract with a masculine article, where a plain article fix would be wrong. */
const CONTRACTS_AFTER: Record<string, RegExp> = {
  fr: /^(de|à)$/,
  it: /^(di|a|da|in|su)$/,
  pt: /^(de|em|por|a)$/,
};

/**
 * Article–noun gender findings of `language` (de, fr, it, pt) in `text`. `isWord` (the language's
 * dictionary) lets French tell an object pronoun before a verb from an article (object-pronoun.ts).
 */
export function checkArticleGender(
  text: string,
  language: string,
  isWord?: (w: string) => boolean,
): CheckIssue[] {
  const tokens = tokensOf(text);
  const out: CheckIssue[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const found =
      language === 'de'
        ? germanArticleGender(text, tokens, i)
        : PRONOUN_BEFORE[language]
          ? romanceArticleGender(language, text, tokens, i, isWord)
          : null;
    if (found) out.push(found);
  }
  return out;
}
