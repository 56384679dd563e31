import { explained } from './explain-text.js';
import type { CheckIssue } from './issue.js';
import type { Speller } from './speller.js';
import { issue, joined, plainWord, wordBefore, type Token } from './spanish-tokens.js';
import {
  AFTER_PLURAL_OK,
  CLOSED_CLASS,
  CONJUGATIONS,
  genderOf,
  MASCULINE_DETERMINERS,
  MASS_NOUNS,
  OTHER_GENDER,
  PLURAL_DETERMINERS,
  PLURAL_ONLY_DETERMINERS,
  PREPOSITIONS,
  SUBJECTS,
} from './spanish-words.js';

/**
 * Agreement learners of Spanish get wrong and a dictionary can prove: determiner and noun (la problema,
 * el gente, mis hermano, mucho personas) and subject pronoun and verb (yo es, ellos tiene).
 */

/** "la problema" → "el problema": the noun's gender is certain (spanish-words.ts), the determiner's is not. */
function determinerGender(text: string, tokens: Token[], i: number): CheckIssue | null {
  const det = plainWord(text, tokens, i);
  const noun = tokens[i + 1]?.word;
  if (!det || !noun || !OTHER_GENDER.has(det) || !joined(text, tokens, i, i + 1)) return null;
  const known = genderOf(noun);
  if (!known || known.plural !== PLURAL_DETERMINERS.has(det)) return null;
  if ((known.gender === 'm') === MASCULINE_DETERMINERS.has(det)) return null;
  const fixed = OTHER_GENDER.get(det)!;
  const t = tokens[i]!;
  return issue(
    text,
    t.start,
    t.end,
    fixed,
    'es-gender',
    explained('gender.is', { noun, gender: known.gender, form: fixed }),
  );
}

/** The plural the dictionary knows for a singular word (hermano → hermanos, ciudad → ciudades). */
function pluralKnown(speller: Speller, word: string): string | null {
  const plain = word
    .normalize('NFD')
    .replace(/\u0301/g, '')
    .normalize('NFC');
  const options = [`${word}s`, `${word}es`, word.replace(/z$/, 'ces'), `${plain}es`];
  return options.find((p) => p !== word && speller.correct(p)) ?? null;
}

/**
 * "mis hermano" → "mis hermanos": a plural determiner before a singular word that has a plural. Not
 * los/las as object pronouns (los compré): those only after a preposition (de los problema). Not a
 * verb form (estos tiene: tiene + n is a verb), numbers, adverbs or "los que".
 */
function pluralDeterminer(text: string, tokens: Token[], i: number, speller: Speller): CheckIssue | null {
  const det = plainWord(text, tokens, i);
  const next = tokens[i + 1];
  if (!det || !next || !joined(text, tokens, i, i + 1)) return null;
  const article = (det === 'los' || det === 'las') && PREPOSITIONS.has(wordBefore(text, tokens, i));
  if (!PLURAL_ONLY_DETERMINERS.has(det) && !article) return null;
  const w = next.word;
  if (w !== w.toLowerCase() || !/^\p{L}+$/u.test(w) || /[sx]$/.test(w)) return null;
  if (AFTER_PLURAL_OK.has(w) || CLOSED_CLASS.has(w) || !speller.correct(w) || speller.correct(`${w}n`))
    return null;
  // "Estas son…", "Estos tienen…": a demonstrative as subject before a plural verb.
  if (CONJUGATIONS.some((row) => row.includes(w)) || (/n$/.test(w) && speller.correct(w.slice(0, -1))))
    return null;
  // "muchas gente": the determiner is wrong, not the noun.
  if (MASS_NOUNS.has(w)) {
    const singular = det.replace(/s$/, '');
    if (!/^(mucho|mucha|poco|poca|tanto|tanta)$/.test(singular)) return null;
    const t = tokens[i]!;
    return issue(
      text,
      t.start,
      t.end,
      singular,
      'es-number',
      explained('es.singularHere', { word: w, singular }),
    );
  }
  const plural = pluralKnown(speller, w);
  if (!plural) return null;
  return issue(text, next.start, next.end, plural, 'es-number', explained('es.pluralNoun', { det, plural }));
}

const ADVERBS_IN_S =
  /^(más|menos|antes|después|además|apenas|jamás|quizás|detrás|atrás|demás|pues|mas|veces)$/;

const FUNCTION_WORDS_IN_S =
  /^(los|las|unos|unas|mis|tus|sus|nos|os|les|ellos|ellas|nosotros|nosotras|vosotros|vosotras|ustedes|estos|estas|esos|esas|aquellos|aquellas|otros|otras|todos|todas|algunos|algunas|muchos|muchas|pocos|pocas|varios|varias|tantos|tantas|ambos|ambas|nuestros|nuestras|vuestros|vuestras|cuantos|cuantas)$/;

/** "mucho personas" → "muchas personas": mucho/mucha before a plural noun whose gender is sure. */
function muchoPlural(text: string, tokens: Token[], i: number, speller: Speller): CheckIssue | null {
  const det = plainWord(text, tokens, i);
  const w = tokens[i + 1]?.word;
  if ((det !== 'mucho' && det !== 'mucha') || !w || !joined(text, tokens, i, i + 1)) return null;
  if (w !== w.toLowerCase() || ADVERBS_IN_S.test(w) || /mos$/.test(w) || !speller.correct(w)) return null;
  // "Me gusta mucho los perros": mucho is the adverb there, and the plural belongs to a determiner.
  if (FUNCTION_WORDS_IN_S.test(w)) return null;
  const known = genderOf(w);
  let gender: 'm' | 'f' | null = known?.plural ? known.gender : null;
  // -ista nouns (turistas, artistas) are either gender.
  if (!known && !/istas$/.test(w)) {
    if (/os$/.test(w) && speller.correct(w.slice(0, -1))) gender = 'm';
    else if (/as$/.test(w) && speller.correct(w.slice(0, -1))) gender = 'f';
  }
  if (!gender) return null;
  const fixed = gender === 'm' ? 'muchos' : 'muchas';
  const t = tokens[i]!;
  return issue(text, t.start, t.end, fixed, 'es-number', explained('es.plural', { word: w, fixed }));
}

/** The person the regular present form `w` has, and its forms for other persons (yo trabaja → trabajo). */
function regularForm(speller: Speller, w: string, person: number): string | null {
  if (CLOSED_CLASS.has(w) || !speller.correct(w)) return null;
  const stem = w.slice(0, -1);
  const ar = speller.correct(`${stem}ar`);
  const erir = speller.correct(`${stem}er`) || speller.correct(`${stem}ir`);
  // Third person singular present: -a from -ar, -e from -er/-ir (-e from -ar and -a from -er/-ir are
  // subjunctive, which for yo is the same form: "que yo trabaje" is right).
  const third = (/a$/.test(w) && ar && !erir) || (/e$/.test(w) && erir && !ar);
  if (!third) return null;
  const options: Record<number, string[]> = {
    0: [`${stem}o`],
    3: /a$/.test(w) ? [`${stem}amos`] : [`${stem}emos`, `${stem}imos`],
    5: [`${w}n`],
  };
  return options[person]?.find((f) => speller.correct(f)) ?? null;
}

/** "yo es" → "soy", "ellos tiene" → "tienen", "nosotros tiene" → "tenemos". */
function subjectVerb(text: string, tokens: Token[], i: number, speller: Speller): CheckIssue | null {
  const pronoun = plainWord(text, tokens, i);
  const verb = tokens[i + 1];
  if (!pronoun || !verb || !Object.hasOwn(SUBJECTS, pronoun) || !joined(text, tokens, i, i + 1)) return null;
  const person = SUBJECTS[pronoun]!;
  const before = wordBefore(text, tokens, i);
  if (PREPOSITIONS.has(before) || /^(como|excepto|salvo|incluso)$/.test(before)) return null;
  // "Ana y yo fuimos": after y/o/ni the pronoun may end a longer subject, whose verb is plural. Only a
  // plural pronoun keeps its own person then (Ana y ellos tienen).
  if (/^(y|e|o|u|ni)$/.test(before) && person !== 3 && person !== 5) return null;
  const w = verb.word;
  if (w !== w.toLowerCase()) return null;
  let fixed: string | null = null;
  for (const row of CONJUGATIONS) {
    const at = row.indexOf(w);
    // A form two persons share (era: yo and él) says nothing about the subject.
    if (at < 0 || at === person || row.lastIndexOf(w) !== at) continue;
    fixed = row[person]!;
    break;
  }
  const irregular = CONJUGATIONS.some((row) => row.includes(w));
  if (!fixed && !irregular && person !== 1 && person !== 2) fixed = regularForm(speller, w, person);
  if (!fixed || fixed === w) return null;
  return issue(
    text,
    verb.start,
    verb.end,
    fixed,
    'es-subject-verb',
    explained('es.subjectVerb', { pronoun, fixed }),
  );
}

export function agreementRules(text: string, tokens: Token[], speller: Speller): CheckIssue[] {
  const out: CheckIssue[] = [];
  for (let i = 0; i < tokens.length - 1; i++) {
    const found =
      determinerGender(text, tokens, i) ??
      muchoPlural(text, tokens, i, speller) ??
      pluralDeterminer(text, tokens, i, speller) ??
      subjectVerb(text, tokens, i, speller);
    if (found) out.push(found);
  }
  return out;
}
