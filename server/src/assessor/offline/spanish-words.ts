/**
 * Closed word lists for the Spanish learner rules (spanish-agreement.ts, spanish-phrases.ts). Only
 * words whose grammar is certain: a noun is listed under a gender only if it has that gender in every
 * use (no el/la cometa, el/la radio, el parte, la mar, la calor, el/la pijama, no el/la -ista), and
 * none that is also an adverb or a verb form after an object pronoun (un poco tarde, que la deporte).
 */

const words = (s: string) => s.trim().split(/\s+/);

/** Masculine nouns that look feminine or that learners often treat as feminine (la problema). */
export const MASCULINE = new Set(
  words(`problema sistema tema idioma clima mapa día drama poema planeta dilema esquema síntoma diploma
  fantasma panorama sofá tranvía aroma enigma trauma carisma animal árbol hotel hospital país lugar coche
  parque viaje restaurante examen hombre pie café avión camión corazón reloj lápiz arroz pez mes
  autobús amor dolor error olor sabor valor interés equipo libro año mundo dinero museo mercado barrio
  cielo edificio apartamento`),
);

/** Feminine nouns that look masculine or end in -e or a consonant (el gente), plus mano, foto, moto. */
export const FEMININE = new Set(
  words(`gente clase noche leche calle carne llave nieve fuente suerte muerte mente sangre nube flor luz voz
  paz sal miel piel mano foto moto imagen razón canción ciudad universidad verdad amistad libertad comunidad
  sociedad actividad oportunidad salud juventud actitud costumbre serie especie frase torre sed red pared
  ley vez nariz raíz cárcel catedral casa semana playa escuela familia comida película ventana mesa cama
  iglesia montaña`),
);

/** Plural of a listed noun (problema → problemas, ciudad → ciudades, luz → luces, avión → aviones). */
export function pluralOf(noun: string): string {
  if (/[aeiouáéó]$/.test(noun)) return `${noun}s`;
  if (/z$/.test(noun)) return `${noun.slice(0, -1)}ces`;
  if (noun === 'país') return 'países';
  const plain = noun
    .normalize('NFD')
    .replace(/[\u0301]/g, '')
    .normalize('NFC');
  // avión → aviones, autobús → autobuses, interés → intereses: the stress mark goes; examen → exámenes gains one.
  if (/(ión|ón|ús|és)$/.test(noun)) return `${plain}es`;
  if (noun === 'examen') return 'exámenes';
  if (noun === 'imagen') return 'imágenes';
  return `${noun}es`;
}

/** Feminine suffixes that hold for every noun: -ción, -sión, -dad, -tad, -tud, -umbre (la canción). */
export const FEMININE_SUFFIX = /(ción|sión|dad|tad|tud|umbre)(es)?$/;

type Gender = { gender: 'm' | 'f'; plural: boolean };

/** Every listed noun in the singular and the plural, built once. */
const LISTED = new Map<string, Gender>(
  (
    [
      [MASCULINE, 'm'],
      [FEMININE, 'f'],
    ] as const
  ).flatMap(([set, gender]) =>
    [...set].flatMap((n): Array<[string, Gender]> => [
      [n, { gender, plural: false }],
      [pluralOf(n), { gender, plural: true }],
    ]),
  ),
);

/** Gender of a noun (singular or plural) if it is certain, with its number. */
export function genderOf(word: string): Gender | null {
  const listed = LISTED.get(word);
  if (listed) return listed;
  const suffix = FEMININE_SUFFIX.exec(word);
  if (suffix && word.length > suffix[0].length + 1) return { gender: 'f', plural: Boolean(suffix[2]) };
  return null;
}

/**
 * Determiners that show gender, as pairs masculine ↔ feminine (singular and plural). "el" and "un"
 * before a feminine noun with stressed a (el agua) never reach the rule: those nouns are not listed.
 */
const PAIRS: Array<[string, string]> = [
  ['el', 'la'],
  ['un', 'una'],
  ['este', 'esta'],
  ['ese', 'esa'],
  ['aquel', 'aquella'],
  ['mucho', 'mucha'],
  ['poco', 'poca'],
  ['otro', 'otra'],
  ['nuestro', 'nuestra'],
  ['ningún', 'ninguna'],
  ['algún', 'alguna'],
  ['los', 'las'],
  ['unos', 'unas'],
  ['estos', 'estas'],
  ['esos', 'esas'],
  ['aquellos', 'aquellas'],
  ['muchos', 'muchas'],
  ['pocos', 'pocas'],
  ['otros', 'otras'],
  ['nuestros', 'nuestras'],
  ['algunos', 'algunas'],
  ['varios', 'varias'],
];
export const OTHER_GENDER = new Map<string, string>(
  PAIRS.flatMap(([m, f]) => [[m, f] as [string, string], [f, m] as [string, string]]),
);
export const MASCULINE_DETERMINERS = new Set(PAIRS.map(([m]) => m));
export const PLURAL_DETERMINERS = new Set(PAIRS.flatMap(([m, f]) => (/s$/.test(m) ? [m, f] : [])));

/** Plural determiners that are never object pronouns (unlike los/las: "los compré"). */
export const PLURAL_ONLY_DETERMINERS = new Set(
  words(`mis tus sus nuestros nuestras vuestros vuestras estos estas esos esas aquellos aquellas unos unas
  muchos muchas algunos algunas varios varias otros otras pocos pocas tantos tantas`),
);

/** Words that may follow a plural determiner without being a singular noun (los dos, sus propios…). */
export const AFTER_PLURAL_OK = new Set(
  words(`que cual cuales de del en con por para sin a al más menos muy tan ya no bien mal aún casi solo
  sólo demás mismo y o e u ni cuatro cinco seis siete ocho nueve diez once doce trece catorce quince
  veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa cien ciento mil millón primer tercer`),
);

export const PREPOSITIONS = new Set(
  words(
    `a ante bajo con contra de desde en entre hacia hasta para por según sin sobre tras durante mediante`,
  ),
);

/** Subject pronouns and their person slot in CONJUGATIONS (0 yo … 5 ellos). */
export const SUBJECTS: Record<string, number> = {
  yo: 0,
  tú: 1,
  él: 2,
  ella: 2,
  usted: 2,
  nosotros: 3,
  nosotras: 3,
  ellos: 5,
  ellas: 5,
  ustedes: 5,
};

/**
 * The most frequent irregular verbs, one row per tense in person order yo, tú, él, nosotros, vosotros,
 * ellos. A form shared by two persons in one row (imperfect era/era) is never flagged.
 */
export const CONJUGATIONS: string[][] = [
  ['soy', 'eres', 'es', 'somos', 'sois', 'son'],
  ['era', 'eras', 'era', 'éramos', 'erais', 'eran'],
  ['fui', 'fuiste', 'fue', 'fuimos', 'fuisteis', 'fueron'],
  ['estoy', 'estás', 'está', 'estamos', 'estáis', 'están'],
  ['estuve', 'estuviste', 'estuvo', 'estuvimos', 'estuvisteis', 'estuvieron'],
  ['tengo', 'tienes', 'tiene', 'tenemos', 'tenéis', 'tienen'],
  ['tuve', 'tuviste', 'tuvo', 'tuvimos', 'tuvisteis', 'tuvieron'],
  ['voy', 'vas', 'va', 'vamos', 'vais', 'van'],
  ['hago', 'haces', 'hace', 'hacemos', 'hacéis', 'hacen'],
  ['hice', 'hiciste', 'hizo', 'hicimos', 'hicisteis', 'hicieron'],
  ['puedo', 'puedes', 'puede', 'podemos', 'podéis', 'pueden'],
  ['quiero', 'quieres', 'quiere', 'queremos', 'queréis', 'quieren'],
  ['he', 'has', 'ha', 'hemos', 'habéis', 'han'],
  ['digo', 'dices', 'dice', 'decimos', 'decís', 'dicen'],
  ['dije', 'dijiste', 'dijo', 'dijimos', 'dijisteis', 'dijeron'],
  ['sé', 'sabes', 'sabe', 'sabemos', 'sabéis', 'saben'],
];

/** Nouns counted as a mass: "muchas gente" is fixed on the determiner (mucha gente), not the noun. */
export const MASS_NOUNS = new Set(
  words(`gente dinero tiempo agua trabajo comida ropa música información tráfico ruido frío suerte paciencia
  azúcar sal leche café pan arroz carne dinero tarea`),
);

/** Words that look like verb forms or plurals but are adverbs, pronouns or adjectives (nada ≠ nadar). */
export const CLOSED_CLASS = new Set(
  words(`nada algo todo toda todos todas mucho mucha poco poca solo sola tanto casi ya no bien mal más menos
  también tampoco siempre nunca pronto como cuando donde entre sobre bajo hasta para otra otro cada misma
  mismo ahora hoy entonces mañana tarde temprano que cuanto antes después además apenas jamás quizás
  detrás atrás demás pues mas gracias lejos cerca fuera dentro arriba abajo juntos juntas`),
);

/** Forms of poder: the verb after them is an infinitive (podemos considerar, no "podemos considera"). */
export const PODER = new Set(
  words(`puedo puedes puede podemos pueden podía podías podíamos podían podría podrías podríamos podrían
  pude pudo pudimos pudieron`),
);
