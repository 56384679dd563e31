import { explained } from './explain-text.js';
import type { CheckIssue } from './issue.js';
import type { Speller } from './speller.js';
import { issue, joined, plainWord, startsSentence, type Token } from './spanish-tokens.js';
import { CLOSED_CLASS, CONJUGATIONS, PODER } from './spanish-words.js';

/**
 * Fixed patterns of learner Spanish with one right form: a el → al, de el → del, más mejor, muy
 * mucho, a mi me → a mí me, poder + conjugated verb, and a subject pronoun the verb already shows
 * (Yo tengo → Tengo).
 */

/** Words after "a el"/"de el" that show "el" is the pronoun él missing its accent (a el le gusta). */
const PRONOUN_CONTEXT = new Set(
  'le lo la los las les me te se nos y o e u ni pero que no también tampoco mismo solo sólo siempre nunca ya'.split(
    ' ',
  ),
);

/** "a el parque" → "al parque", "de el libro" → "del libro"; not "a El Salvador", "de él". */
function contraction(text: string, tokens: Token[], i: number): CheckIssue | null {
  const prep = plainWord(text, tokens, i);
  const el = tokens[i + 1];
  const next = tokens[i + 2];
  if ((prep !== 'a' && prep !== 'de') || el?.word !== 'el' || !next) return null;
  if (!joined(text, tokens, i, i + 2) || next.word !== next.word.toLowerCase()) return null;
  if (PRONOUN_CONTEXT.has(next.word)) return null;
  const fixed = prep === 'a' ? 'al' : 'del';
  return issue(
    text,
    tokens[i]!.start,
    el.end,
    fixed,
    'es-contraction',
    explained('es.contraction', { prep, fixed }),
  );
}

/** "más mejor" → "mejor": mejor and peor are already comparatives. */
function doubleComparative(text: string, tokens: Token[], i: number): CheckIssue | null {
  const mas = plainWord(text, tokens, i);
  const next = tokens[i + 1]?.word;
  if ((mas !== 'más' && mas !== 'mas') || !next || !joined(text, tokens, i, i + 1)) return null;
  if (!/^(mejor|peor|mejores|peores)$/.test(next)) return null;
  return issue(
    text,
    tokens[i]!.start,
    tokens[i + 1]!.end,
    next,
    'es-mas-mejor',
    explained('es.masMejor', { next }),
  );
}

/** "muy mucho" → "mucho": "muy" does not go before "mucho". */
function muyMucho(text: string, tokens: Token[], i: number): CheckIssue | null {
  const muy = plainWord(text, tokens, i);
  const next = tokens[i + 1]?.word;
  if (muy !== 'muy' || !next || !/^(mucho|mucha|muchos|muchas)$/.test(next)) return null;
  if (!joined(text, tokens, i, i + 1)) return null;
  return issue(
    text,
    tokens[i]!.start,
    tokens[i + 1]!.end,
    next,
    'es-muy-mucho',
    explained('es.muyMucho', { next }),
  );
}

/**
 * "a mi me gusta" → "a mí me gusta", "para mi." → "para mí.": after a preposition, "mi" with no noun
 * after it is the pronoun mí. Only before me/mismo/también/tampoco or punctuation, where no noun follows.
 */
function miPronoun(text: string, tokens: Token[], i: number): CheckIssue | null {
  const prep = plainWord(text, tokens, i);
  const mi = tokens[i + 1];
  if (!prep || !/^(a|para|de|por|sin|con|en|sobre|hacia|entre)$/.test(prep) || mi?.word !== 'mi') return null;
  if (!joined(text, tokens, i, i + 1)) return null;
  const after = text.slice(mi.end);
  const next = tokens[i + 2];
  const nextWord = next && joined(text, tokens, i + 1, i + 2) ? next.word.toLowerCase() : '';
  const pronoun = /^(me|mismo|misma|también|tampoco)$/.test(nextWord) || /^\s*([.,;:!?)]|$)/.test(after);
  if (!pronoun) return null;
  return issue(text, mi.start, mi.end, 'mí', 'es-mi-pronoun', explained('es.miPronoun'), 'accents');
}

/** The infinitive of a present-tense form (considera → considerar), if the dictionary knows both. */
function infinitiveOf(speller: Speller, w: string): string | null {
  if (CLOSED_CLASS.has(w) || !speller.correct(w)) return null;
  const m = /^(.+?)(amos|emos|imos|as|es|an|en|a|e|o)$/.exec(w);
  if (!m) return null;
  const stem = m[1]!;
  const ending = m[2]!;
  const ar = /^a/.test(ending)
    ? ['ar']
    : /^e/.test(ending)
      ? ['er', 'ir']
      : /^i/.test(ending)
        ? ['ir']
        : ['ar', 'er', 'ir'];
  return ar.map((e) => stem + e).find((inf) => inf !== w && speller.correct(inf)) ?? null;
}

/**
 * Articles, determiners and pronouns that follow poder when the subject comes after the verb (puede la
 * gente salir) or an object or adverb stands between: none is a verb, whatever infinitive its letters
 * would make (la → "lar").
 */
const NOT_AFTER_PODER = new Set(
  `el la lo los las un una uno unos unas mi mis tu tus su sus nuestro nuestra nuestros nuestras este esta
  estos estas ese esa esos esas aquel aquella usted ustedes él ella ellos ellas yo tú nosotros nosotras
  vosotros vosotras alguien nadie cualquiera uno le les me te se nos os mucha muchos muchas poca pocos
  pocas cada otra otros otras alguna algunos algunas ninguna ambos`.split(/\s+/),
);

/** "podemos considera" → "podemos considerar": after poder the verb is an infinitive. */
function poderInfinitive(text: string, tokens: Token[], i: number, speller: Speller): CheckIssue | null {
  const poder = plainWord(text, tokens, i);
  const verb = tokens[i + 1];
  if (!poder || !PODER.has(poder) || !verb || !joined(text, tokens, i, i + 1)) return null;
  if (verb.word !== verb.word.toLowerCase() || /r$/.test(verb.word)) return null;
  // A subject or object after the verb (¿puede la gente…?, pueden los niños…, puede usted…) is no verb.
  if (NOT_AFTER_PODER.has(verb.word)) return null;
  const infinitive = infinitiveOf(speller, verb.word);
  if (!infinitive) return null;
  return issue(
    text,
    verb.start,
    verb.end,
    infinitive,
    'es-poder-infinitive',
    explained('es.poderInfinitive', { poder, infinitive }),
  );
}

const FIRST_PERSON_SINGULAR = new Set(CONJUGATIONS.map((row) => row[0]!).filter((f) => f !== 'era'));
const FIRST_PERSON_PLURAL = new Set(CONJUGATIONS.map((row) => row[3]!));

/** Whether `w` can only be a yo (or nosotros) form, so the pronoun adds nothing. */
function showsPerson(speller: Speller, pronoun: string, w: string): boolean {
  if (pronoun === 'yo') {
    if (FIRST_PERSON_SINGULAR.has(w)) return true;
    if (CLOSED_CLASS.has(w) || !speller.correct(w)) return false;
    // trabajo, vivo (present) and trabajé, viví (preterite).
    const present = /o$/.test(w) && infinitiveOf(speller, w) !== null;
    const preterite =
      (/é$/.test(w) && speller.correct(`${w.slice(0, -1)}ar`)) ||
      (/í$/.test(w) && (speller.correct(`${w.slice(0, -1)}er`) || speller.correct(`${w.slice(0, -1)}ir`)));
    return present || preterite;
  }
  return FIRST_PERSON_PLURAL.has(w) || (/(amos|emos|imos)$/.test(w) && infinitiveOf(speller, w) !== null);
}

/**
 * "Yo tengo dos hermanos." → "Tengo dos hermanos.": a sentence that opens with yo/nosotros and a verb
 * whose ending already says who. Spanish drops the pronoun unless it contrasts, and learners whose
 * first language needs it (English, French, German) overuse it. Only at the start of a sentence, never
 * with contrast (Yo también…, Yo no…, pero yo…, another subject or a question in the sentence before,
 * decision 309) or a shared form (Yo tenía: also él tenía).
 */
function redundantPronoun(text: string, tokens: Token[], i: number, speller: Speller): CheckIssue | null {
  const pronoun = plainWord(text, tokens, i);
  const verb = tokens[i + 1];
  if (!pronoun || !/^(yo|nosotros|nosotras)$/.test(pronoun) || !verb) return null;
  if (!startsSentence(text, tokens, i) || !joined(text, tokens, i, i + 1)) return null;
  if (verb.word !== verb.word.toLowerCase() || CLITIC.test(verb.word)) return null;
  if (!showsPerson(speller, pronoun, verb.word)) return null;
  const previous = sentenceBefore(text, tokens[i]!.start);
  if (previous !== null && contrasts(previous)) return null;
  // "Yo creo que…": natives stress their own opinion with the pronoun.
  if (/^(creo|pienso|opino|considero|diría)$/.test(verb.word)) return null;
  // "Yo soy Ana y él es Pedro": a contrast with another subject later in the sentence.
  const rest = text.slice(verb.end).split(/[.!?\n]/)[0]!;
  if (/(^|[^\p{L}])(él|ella|ellos|ellas|tú|usted|ustedes|pero)(?![\p{L}])/iu.test(rest)) return null;
  return issue(
    text,
    tokens[i]!.start,
    verb.end,
    verb.word,
    'es-subject-pronoun',
    explained('es.subjectPronoun', { verb: verb.word, pronoun }),
  );
}

/** Object pronouns and "no" after yo: no verb (lo is not a form of "lar"). */
const CLITIC = /^(lo|la|le|los|las|les|me|te|se|nos|os|no|ya)$/;

/** The sentence before the one starting at `start`, or null at the start of the text. */
function sentenceBefore(text: string, start: number): string | null {
  const before = text.slice(Math.max(0, start - 300), start).replace(/\s+$/, '');
  if (before === '') return null;
  return /[^.!?\n]*[.!?]?$/.exec(before.replace(/[.!?]$/, ''))![0] + before.slice(-1);
}

/**
 * Whether the sentence before sets up a contrast or asks: "Mi hermano es alto. Yo soy bajo.",
 * "¿Quién lo hizo? Yo." The pronoun is then what the sentence is about, and natives keep it.
 */
function contrasts(previous: string): boolean {
  return (
    /\?$/.test(previous) ||
    /(^|[^\p{L}])(él|ella|ellos|ellas|tú|usted|ustedes|vosotros|vosotras|nadie|todos)(?!\p{L})/iu.test(
      previous,
    ) ||
    /^\s*[¡¿]?(mis?|tus?|sus?|nuestr[oa]s?|el|la|los|las)\s/iu.test(previous)
  );
}

export function phraseRules(text: string, tokens: Token[], speller: Speller): CheckIssue[] {
  const out: CheckIssue[] = [];
  for (let i = 0; i < tokens.length - 1; i++) {
    const found =
      contraction(text, tokens, i) ??
      doubleComparative(text, tokens, i) ??
      muyMucho(text, tokens, i) ??
      miPronoun(text, tokens, i) ??
      poderInfinitive(text, tokens, i, speller) ??
      redundantPronoun(text, tokens, i, speller);
    if (found) out.push(found);
  }
  return out;
}
