import { isPrenominal } from './article-adjective.js';
import { explained } from './explain-text.js';
import type { CheckIssue } from './issue.js';
import { nounGender, type Gender } from './noun-genders.js';
import { issue, joined, tokensOf, type Token } from './rule-tokens.js';
import { genderOf } from './spanish-words.js';

/**
 * An adjective after its noun takes the noun's gender (issue 22, decision 308): "une maison blanc",
 * "la casa muy pequeño", "la casa grande y bonito", "la settimana scorso". The noun stands after an
 * article and its gender comes from the tables (noun-genders.ts, spanish-words.ts); the adjective is
 * one of a closed list of everyday adjectives with both forms written here, so the fix is a form from a
 * table. An adverb of degree may come first, and a second adjective may follow after "and".
 * Adjectives of a person's state (cansado, fatigué) are left out: after a noun they often describe the
 * subject (llegó a la casa cansada).
 */

export const ADJECTIVE_AGREEMENT_RULES: Record<string, string> = {
  'es-adjective-agreement': 'An adjective after its noun takes the noun’s gender: *una casa blanca*.',
  'fr-adjective-agreement': 'An adjective after its noun takes the noun’s gender: *une maison blanche*.',
  'it-adjective-agreement': 'An adjective after its noun takes the noun’s gender: *una casa bianca*.',
  'pt-adjective-agreement': 'An adjective after its noun takes the noun’s gender: *uma casa branca*.',
};

/** "m/f" pairs; a plain stem in -o means -o/-a. */
const pairs = (list: string): Array<[string, string]> =>
  list
    .trim()
    .split(/\s+/)
    .map((w) => {
      if (w.includes('/')) return w.split('/') as [string, string];
      return [w, w.replace(/o$/, 'a')];
    });

const AFTER_NOUN: Record<string, Array<[string, string]>> = {
  es: pairs(`blanco negro rojo amarillo pequeño bonito lindo feo alto largo caro barato moderno antiguo
    tranquilo limpio sucio famoso delicioso simpático antipático guapo delgado gordo rubio moreno
    divertido aburrido precioso perfecto típico hermoso maravilloso fantástico estupendo nuevo viejo
    mexicano americano italiano cubano peruano chino ruso japonés/japonesa inglés/inglesa
    francés/francesa alemán/alemana español/española pasado próximo último`),
  fr: pairs(`blanc/blanche noir/noire vert/verte bleu/bleue gris/grise brun/brune petit/petite grand/grande
    intéressant/intéressante important/importante délicieux/délicieuse cher/chère froid/froide
    chaud/chaude français/française américain/américaine italien/italienne allemand/allemande
    anglais/anglaise espagnol/espagnole ancien/ancienne gentil/gentille sportif/sportive
    sérieux/sérieuse long/longue parfait/parfaite lourd/lourde plein/pleine ouvert/ouverte
    fermé/fermée préféré/préférée gratuit/gratuite génial/géniale spécial/spéciale
    prochain/prochaine dernier/dernière`),
  it: pairs(`bianco nero rosso piccolo nuovo vecchio bello alto basso lungo corto caro moderno antico
    tranquillo pulito sporco famoso delizioso simpatico antipatico italiano americano tedesco perfetto
    pieno vuoto prossimo scorso`),
  pt: pairs(`branco preto vermelho amarelo pequeno bonito lindo feio alto baixo longo curto caro barato
    moderno antigo tranquilo limpo sujo famoso delicioso simpático novo velho próximo passado
    americano brasileiro perfeito cheio vazio português/portuguesa bom/boa`),
};

/** Adjectives of one form for both genders: no finding of their own, but "and" may follow them. */
const ONE_FORM: Record<string, Set<string>> = {
  es: new Set(
    `grande verde azul gris enorme interesante importante inteligente amable fácil difícil feliz
    popular joven natural especial normal tradicional increíble horrible agradable alegre fuerte caliente
    dulce pobre libre simple`.split(/\s+/),
  ),
  fr: new Set(
    `rouge jaune rose calme facile difficile moderne jeune riche pauvre sympa sympathique
    magnifique agréable confortable triste célèbre propre sale large rapide timide`.split(/\s+/),
  ),
  it: new Set(
    `grande verde interessante importante facile difficile felice gentile giovane dolce forte
    veloce`.split(/\s+/),
  ),
  pt: new Set(
    `grande verde azul interessante importante fácil difícil feliz jovem legal agradável forte
    doce simples`.split(/\s+/),
  ),
};

/** Singular articles (and the Spanish plural ones, whose nouns the Spanish table knows in the plural). */
const ARTICLES: Record<string, RegExp> = {
  es: /^(el|la|un|una|los|las|unos|unas)$/,
  fr: /^(le|la|un|une)$/,
  it: /^(il|la|un|una)$/,
  pt: /^(o|a|um|uma)$/,
};
const ADVERB: Record<string, RegExp> = {
  es: /^(muy|tan|bastante|más|menos|realmente)$/,
  fr: /^(très|si|assez|trop|plus|moins|vraiment)$/,
  it: /^(molto|così|troppo|più|meno|davvero)$/,
  pt: /^(muito|tão|bem|mais|menos|bastante)$/,
};
const AND: Record<string, RegExp> = { es: /^(y|e)$/, fr: /^et$/, it: /^(e|ed)$/, pt: /^e$/ };
/**
 * Words after which "det noun" is not a noun phrase of its own: a pronoun or "no" before a verb
 * (yo la casa…), or "and" — in "el pantalón y la camisa blancos" the adjective covers both nouns.
 */
const NOT_AFTER: Record<string, RegExp> = {
  es: /^(y|e|o|u|ni|no|se|me|te|le|les|lo|yo|tú)$/,
  fr: /^(et|ou|ni|ne|n|je|tu|il|elle|on|nous|vous|ils|elles|me|te|se)$/,
  it: /^(e|ed|o|né|non|io|tu|mi|ti|si|ci|vi)$/,
  pt: /^(e|ou|nem|não|eu|tu|me|te|se)$/,
};

interface Noun {
  gender: Gender;
  plural: boolean;
}

function nounOf(language: string, word: string): Noun | null {
  if (language === 'es') return genderOf(word);
  const gender = nounGender(language, word);
  return gender ? { gender, plural: false } : null;
}

/** The right form of `word` for the noun, when `word` is a listed adjective (null: not listed). */
function agreeing(language: string, word: string, noun: Noun): string | null {
  const one = ONE_FORM[language]!;
  if (noun.plural ? one.has(word.replace(/e?s$/, '')) || one.has(word.replace(/s$/, '')) : one.has(word))
    return word;
  for (const [m, f] of AFTER_NOUN[language]!) {
    const right = noun.gender === 'm' ? m : f;
    // Spanish plurals of vowel-final forms: blancos, blancas.
    if (noun.plural) {
      if (language === 'es' && /[aeo]$/.test(m) && (word === `${m}s` || word === `${f}s`)) return `${right}s`;
    } else if (word === m || word === f) return right;
  }
  return null;
}

function checkAfter(language: string, text: string, tokens: Token[], i: number): CheckIssue[] {
  const det = tokens[i]!.word.toLowerCase();
  if (!ARTICLES[language]!.test(det) || !joined(text, tokens, i, i + 1)) return [];
  const before = i > 0 && joined(text, tokens, i - 1, i) ? tokens[i - 1]!.word.toLowerCase() : '';
  if (NOT_AFTER[language]!.test(before)) return [];
  // One adjective of those that go first may stand between (une petite maison blanche).
  const n =
    isPrenominal(language, tokens[i + 1]!.word.toLowerCase()) && joined(text, tokens, i + 1, i + 2)
      ? i + 2
      : i + 1;
  const nounWord = tokens[n]!.word;
  if (nounWord !== nounWord.toLowerCase()) return [];
  const noun = nounOf(language, nounWord);
  // Spanish articles show number: "los casa" is another rule's business.
  if (!noun || (language === 'es' && /s$/.test(det) !== noun.plural)) return [];
  const out: CheckIssue[] = [];
  let k = n + 1;
  for (let nth = 0; nth < 2; nth++) {
    if (nth === 1) {
      if (!tokens[k] || !AND[language]!.test(tokens[k]!.word) || !joined(text, tokens, k - 1, k)) break;
      k++;
    }
    if (tokens[k] && ADVERB[language]!.test(tokens[k]!.word) && joined(text, tokens, k - 1, k)) k++;
    const adjective = tokens[k];
    if (!adjective || !joined(text, tokens, k - 1, k)) break;
    const right = agreeing(language, adjective.word, noun);
    if (!right) break;
    if (right !== adjective.word)
      out.push(
        issue(
          text,
          adjective.start,
          adjective.end,
          right,
          `${language}-adjective-agreement`,
          explained('agreement.afterNoun', {
            noun: nounWord,
            gender: noun.gender,
            plural: noun.plural ? 'yes' : 'no',
            right,
          }),
        ),
      );
    k++;
  }
  return out;
}

/** Adjectives after their noun that take the other gender, in `text` of `language` (es, fr, it, pt). */
export function checkAdjectiveAfterNoun(text: string, language: string): CheckIssue[] {
  if (!AFTER_NOUN[language]) return [];
  const tokens = tokensOf(text);
  const out: CheckIssue[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) out.push(...checkAfter(language, text, tokens, i));
  return out;
}
