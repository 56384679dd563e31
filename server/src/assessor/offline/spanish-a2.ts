import { explained } from './explain-text.js';
import { asFlag, type CheckIssue } from './issue.js';
import type { Speller } from './speller.js';
import { issue, joined, plainWord, wordBefore, type Token } from './spanish-tokens.js';
import { PREPOSITIONS } from './spanish-words.js';
import { ownEntry } from './own-entry.js';

/**
 * Spanish A2 grammar with a known right form (issue 22, decision 217): ser with professions, estar with
 * places and passing states, agreement across the copula, irregular preterites from a table, and
 * "desde hace". Tables written for this project from the standard conjugations.
 */

export const SPANISH_A2_RULES: Record<string, string> = {
  'es-ser-profession': 'A profession says what someone is: *soy profesor*, with *ser*.',
  'es-estar-place': 'Where someone is takes *estar*: *estoy en casa*.',
  'es-estar-state': 'A passing state takes *estar*: *estoy cansado*.',
  'es-copula-agreement':
    'After *ser* or *estar* the adjective agrees with the subject noun: *la casa es pequeña*.',
  'es-irregular-preterite': 'Some verbs have their own preterite stem: *tuve*, *hice*, *dijo*, *fue*.',
  'es-desde-hace': 'A length of time up to now takes *desde hace*: *desde hace dos años*.',
};

const ESTAR_TO_SER: Record<string, string> = {
  estoy: 'soy',
  estás: 'eres',
  está: 'es',
  estamos: 'somos',
  estáis: 'sois',
  están: 'son',
  estaba: 'era',
  estabas: 'eras',
  estábamos: 'éramos',
  estaban: 'eran',
};

/** Person forms of ser only a person can be the subject of (an event "es en" the park). */
const SER_TO_ESTAR: Record<string, string> = {
  soy: 'estoy',
  eres: 'estás',
  somos: 'estamos',
  sois: 'estáis',
  era: 'estaba',
  éramos: 'estábamos',
};

const PROFESSIONS = new Set(
  (
    'profesor profesora profesores profesoras estudiante estudiantes médico médica médicos médicas ' +
    'enfermero enfermera enfermeros enfermeras ingeniero ingeniera ingenieros ingenieras abogado abogada ' +
    'abogados abogadas camarero camarera camareros camareras maestro maestra maestros maestras doctor ' +
    'doctora doctores cocinero cocinera cocineros arquitecto arquitecta arquitectos secretario secretaria ' +
    'periodista periodistas dentista dentistas policía actor actriz actores artista artistas alumno alumna ' +
    'alumnos alumnas programador programadora vendedor vendedora mesero mesera dependiente dependienta ' +
    'estudiantes científico científica músico música pintor pintora escritor escritora bombero bombera'
  ).split(' '),
);

/** Adjectives of a passing state: "soy cansado" is never right (ser aburrido is "boring": not listed). */
const STATES = new Set(
  (
    'cansado cansada cansados cansadas enfermo enferma enfermos enfermas enojado enojada enfadado enfadada ' +
    'ocupado ocupada ocupados ocupadas preocupado preocupada preocupados preocupadas sentado sentada ' +
    'contento contenta contentos contentas nervioso nerviosa emocionado emocionada'
  ).split(' '),
);

/** Regular-looking preterites learners build for irregular verbs, and the right form. */
const IRREGULAR_PRETERITES: Record<string, string> = {
  tení: 'tuve',
  tenió: 'tuvo',
  tenieron: 'tuvieron',
  hací: 'hice',
  hació: 'hizo',
  hacieron: 'hicieron',
  poní: 'puse',
  ponió: 'puso',
  podí: 'pude',
  podió: 'pudo',
  querí: 'quise',
  querió: 'quiso',
  decí: 'dije',
  decié: 'dije',
  deció: 'dijo',
  decieron: 'dijeron',
  sabí: 'supe',
  sabió: 'supo',
  venió: 'vino',
  andé: 'anduve',
  andó: 'anduvo',
  estó: 'estuvo',
  trayó: 'trajo',
  traí: 'traje',
  dormió: 'durmió',
  dormieron: 'durmieron',
  pedió: 'pidió',
  pedieron: 'pidieron',
  sentió: 'sintió',
  morió: 'murió',
  preferió: 'prefirió',
  divertió: 'divirtió',
  divertieron: 'divirtieron',
  servió: 'sirvió',
  repetió: 'repitió',
  leió: 'leyó',
  leieron: 'leyeron',
  creió: 'creyó',
  oió: 'oyó',
  caió: 'cayó',
  construió: 'construyó',
  conducí: 'conduje',
  traducí: 'traduje',
  tuvé: 'tuve',
  estuvé: 'estuve',
  hicé: 'hice',
  hizó: 'hizo',
  dijé: 'dije',
  pudé: 'pude',
  pusé: 'puse',
  fué: 'fue',
  fuí: 'fui',
  dió: 'dio',
  vió: 'vio',
};

const MONOSYLLABLES = new Set(['fué', 'fuí', 'dió', 'vió']);

const TIME_UNITS = /^(años?|mes(es)?|semanas?|días?|horas?|minutos?)$/;
const NUMBER =
  /^(\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|muchos|muchas|varios|varias|unos|unas|pocos|pocas)$/;

/** Adverbs and pronouns ending like a masculine adjective: never an adjective to agree. */
const NOT_ADJECTIVE = new Set(
  'algo todo mucho poco demasiado tanto medio solo pronto claro mismo nosotros vosotros ellos lejos como cuando dentro'.split(
    ' ',
  ),
);
const FEMININE_DETERMINERS = new Set([
  'la',
  'las',
  'una',
  'unas',
  'esta',
  'estas',
  'esa',
  'esas',
  'nuestra',
  'nuestras',
]);
const MASCULINE_DETERMINERS = new Set([
  'el',
  'los',
  'un',
  'unos',
  'este',
  'estos',
  'ese',
  'esos',
  'nuestro',
  'nuestros',
]);
const COPULAS = new Set(['es', 'son', 'está', 'están', 'era', 'eran', 'estaba', 'estaban', 'fue', 'fueron']);
const DEGREE = new Set(['muy', 'tan', 'bastante', 'demasiado', 'más', 'menos', 'super', 'súper']);

export function spanishA2Rules(text: string, tokens: Token[], speller: Speller): CheckIssue[] {
  const out: CheckIssue[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const found =
      serProfession(text, tokens, i) ??
      estarPlaceOrState(text, tokens, i) ??
      irregularPreterite(text, tokens, i, speller) ??
      desdeHace(text, tokens, i) ??
      copulaAgreement(text, tokens, i, speller);
    if (found) out.push(found);
  }
  return out;
}

/** "estoy profesor" → "soy profesor" (but "estoy de camarero", a temporary job, is right). */
function serProfession(text: string, tokens: Token[], i: number): CheckIssue | null {
  const verb = plainWord(text, tokens, i);
  const ser = verb ? ownEntry(ESTAR_TO_SER, verb) : undefined;
  const next = tokens[i + 1]?.word.toLowerCase() ?? '';
  if (!ser || !joined(text, tokens, i, i + 1)) return null;
  const t = tokens[i]!;
  if (PROFESSIONS.has(next))
    return issue(
      text,
      t.start,
      t.end,
      ser,
      'es-ser-profession',
      explained('es.serProfession', { ser, next }),
    );
  // "estoy un profesor": ser is certain, but Spanish also drops the article; flag the whole.
  if (/^(un|una)$/.test(next) && PROFESSIONS.has(tokens[i + 2]?.word.toLowerCase() ?? ''))
    return asFlag(
      issue(
        text,
        t.start,
        t.end,
        t.word,
        'es-ser-profession',
        explained('es.serProfessionNoArticle', { ser, next: tokens[i + 2]!.word.toLowerCase() }),
      ),
    );
  return null;
}

/** "soy en casa" → "estoy en casa"; "soy cansado" → "estoy cansado". Only persons: an event "es en". */
function estarPlaceOrState(text: string, tokens: Token[], i: number): CheckIssue | null {
  const verb = plainWord(text, tokens, i);
  const estar = verb ? ownEntry(SER_TO_ESTAR, verb) : undefined;
  if (!estar || !joined(text, tokens, i, i + 1)) return null;
  const next = tokens[i + 1]!.word.toLowerCase();
  const t = tokens[i]!;
  if (next === 'en' && /^(casa|clase|el|la|mi|un|una)$/i.test(tokens[i + 2]?.word ?? ''))
    return issue(text, t.start, t.end, estar, 'es-estar-place', explained('es.estarPlace', { estar }));
  const state = DEGREE.has(next) ? (tokens[i + 2]?.word.toLowerCase() ?? '') : next;
  if (STATES.has(state))
    return issue(text, t.start, t.end, estar, 'es-estar-state', explained('es.estarState', { estar, state }));
  return null;
}

/** "tení" → "tuve": a regular-pattern preterite of an irregular verb, from the table. */
function irregularPreterite(text: string, tokens: Token[], i: number, speller: Speller): CheckIssue | null {
  const word = plainWord(text, tokens, i);
  const right = word ? ownEntry(IRREGULAR_PRETERITES, word) : undefined;
  // A form the dictionary knows is some other verb's (vení, an imperative); the monosyllables lost
  // their accent in 2010 and old word lists still hold them.
  if (!right || (speller.correct(word!) && !MONOSYLLABLES.has(word!))) return null;
  const t = tokens[i]!;
  return issue(
    text,
    t.start,
    t.end,
    right,
    'es-irregular-preterite',
    explained('es.irregularPreterite', { right }),
  );
}

/** "desde dos años" → "desde hace dos años". */
function desdeHace(text: string, tokens: Token[], i: number): CheckIssue | null {
  const desde = plainWord(text, tokens, i);
  if (desde !== 'desde' || !joined(text, tokens, i, i + 2)) return null;
  const n = tokens[i + 1]!.word.toLowerCase();
  const unit = tokens[i + 2]?.word.toLowerCase() ?? '';
  if (!NUMBER.test(n) || !TIME_UNITS.test(unit)) return null;
  const t = tokens[i]!;
  return issue(
    text,
    t.start,
    t.end,
    'desde hace',
    'es-desde-hace',
    explained('es.desdeHace', { n: String(n), unit }),
  );
}

/**
 * "la casa es pequeño" → "pequeña": determiner and noun, then ser or estar and an adjective whose
 * ending shows the other gender (or number), when the dictionary knows the agreeing form. Nouns that
 * take "el" though feminine (el agua) are skipped.
 */
function copulaAgreement(text: string, tokens: Token[], i: number, speller: Speller): CheckIssue | null {
  const det = plainWord(text, tokens, i);
  if (!det || (!FEMININE_DETERMINERS.has(det) && !MASCULINE_DETERMINERS.has(det))) return null;
  const noun = tokens[i + 1]?.word ?? '';
  if (!/^\p{Ll}+$/u.test(noun) || /^h?[aá]/.test(noun) || !joined(text, tokens, i, i + 3)) return null;
  const copula = tokens[i + 2]!.word;
  if (!COPULAS.has(copula)) return null;
  // "Las casas de este barrio son antiguas": after a preposition the noun is not the subject, and a
  // copula of the other number ("este barrio … son") agrees with another subject.
  if (PREPOSITIONS.has(wordBefore(text, tokens, i))) return null;
  if (/n$/.test(copula) !== /s$/.test(det)) return null;
  let a = i + 3;
  if (DEGREE.has(tokens[a]?.word ?? '') && joined(text, tokens, a, a + 1)) a++;
  const adj = tokens[a];
  if (!adj || NOT_ADJECTIVE.has(adj.word) || !speller.correct(adj.word)) return null;
  // The adjective's form must end the phrase: "la casa es pequeño y…", not "es un…" or "es de…".
  const after = text.slice(adj.end, tokens[a + 1]?.start ?? text.length);
  if (tokens[a + 1] && !/[,.;!?]/.test(after) && !/^(y|pero|también)$/.test(tokens[a + 1]!.word)) return null;
  const feminine = FEMININE_DETERMINERS.has(det);
  const plural = /s$/.test(det);
  const m = /^(\p{Ll}+?)(o|a|os|as)$/u.exec(adj.word);
  if (!m) return null;
  const right = `${m[1]}${feminine ? 'a' : 'o'}${plural ? 's' : ''}`;
  if (right === adj.word || !speller.correct(right)) return null;
  // The noun must agree with its determiner in number too, or the subject is not what it looks like.
  if (plural !== /s$/.test(noun)) return null;
  return issue(
    text,
    adj.start,
    adj.end,
    right,
    'es-copula-agreement',
    explained('es.copulaAgreement', { det, noun, copula, right }),
  );
}
