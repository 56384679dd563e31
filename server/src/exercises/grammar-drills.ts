import { isRuleSlug, slugTitle } from '../assessor/index.js';

/**
 * One short sentence per offline grammar rule, written for this project from the rule itself (not
 * from any learner's text): the right form in place and the form a learner typically writes. A
 * grammar concept with no corrected sentence of the learner's is practised on these, never on its
 * title's letters (issue 22).
 */
export interface GrammarDrill {
  /** The sentence with `___` where the form goes. */
  gapped: string;
  right: string;
  wrong: string;
}

const DRILLS: Record<string, GrammarDrill> = {
  'de-dative': { gapped: 'Ich fahre mit ___ Bus zur Arbeit.', right: 'dem', wrong: 'den' },
  'de-participle': { gapped: 'Wir haben lange ___.', right: 'geschlafen', wrong: 'geschlaft' },
  'de-perfect-sein': { gapped: 'Gestern ___ ich nach Berlin gefahren.', right: 'bin', wrong: 'habe' },
  'de-verb-final': {
    gapped: 'Ich bleibe zu Hause, weil ___.',
    right: 'ich krank bin',
    wrong: 'ich bin krank',
  },
  'de-verb-second': { gapped: 'Am Montag ___ ins Kino.', right: 'gehe ich', wrong: 'ich gehe' },
  'es-consistir-en': { gapped: 'El trabajo consiste ___ ayudar a los clientes.', right: 'en', wrong: 'de' },
  'es-contraction': { gapped: 'Vamos ___ parque el domingo.', right: 'al', wrong: 'a el' },
  'es-copula-agreement': { gapped: 'Las casas son muy ___.', right: 'bonitas', wrong: 'bonito' },
  'es-desde-hace': { gapped: 'Vivo aquí ___ tres años.', right: 'desde hace', wrong: 'desde' },
  'es-estar-place': { gapped: 'Mi oficina ___ en el centro.', right: 'está', wrong: 'es' },
  'es-estar-state': { gapped: 'Hoy ___ muy cansada.', right: 'estoy', wrong: 'soy' },
  'es-gender': { gapped: 'Tengo ___ casa pequeña.', right: 'una', wrong: 'un' },
  'es-indirect-question': { gapped: 'No sé ___ vive Ana.', right: 'dónde', wrong: 'donde' },
  'es-irregular-preterite': { gapped: 'Ayer ___ que trabajar mucho.', right: 'tuve', wrong: 'tení' },
  'es-mas-mejor': { gapped: 'Este libro es ___ que el otro.', right: 'mejor', wrong: 'más mejor' },
  'es-mi-pronoun': { gapped: 'A ___ me gusta el café.', right: 'mí', wrong: 'mi' },
  'es-number': { gapped: 'Tengo dos ___ y una hermana.', right: 'hermanos', wrong: 'hermano' },
  'es-muy-mucho': { gapped: 'Me gusta ___ la música.', right: 'mucho', wrong: 'muy mucho' },
  'es-plural-adjective': { gapped: 'Mis amigos son muy ___.', right: 'simpáticos', wrong: 'simpático' },
  'es-poder-infinitive': { gapped: 'Mañana podemos ___ al cine.', right: 'ir', wrong: 'vamos' },
  'es-ser-profession': { gapped: 'Mi hermana ___ médica.', right: 'es', wrong: 'está' },
  'es-subject-verb': { gapped: 'Nosotros ___ en Madrid.', right: 'vivimos', wrong: 'vive' },
  'es-tener-noun': { gapped: 'Después del partido ___ mucha sed.', right: 'tengo', wrong: 'estoy' },
  'fr-etre-motion': { gapped: 'Hier, je ___ allé à la plage.', right: 'suis', wrong: 'ai' },
  'fr-participle': { gapped: "J'ai ___ une lettre à ma mère.", right: 'écrit', wrong: 'écrivé' },
  'fr-possessive-vowel': { gapped: '___ amie habite à Lyon.', right: 'Mon', wrong: 'Ma' },
};

/** The drill of a concept named by its rule's slug or by that slug's readable name; null otherwise. */
export function drillFor(conceptTitle: string): GrammarDrill | null {
  const title = conceptTitle.trim();
  if (isRuleSlug(title)) return DRILLS[title.toLowerCase()] ?? null;
  const slug = Object.keys(DRILLS).find((s) => slugTitle(s) === title);
  return slug ? DRILLS[slug]! : null;
}

/** The rules that have a drill, for tests that walk every drill. */
export const drilledRules = (): string[] => Object.keys(DRILLS);
