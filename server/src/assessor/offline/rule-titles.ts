import { ownEntry } from './own-entry.js';

/**
 * Readable names for the offline rules written as slugs ('es-subject-pronoun'), so a grammar concept
 * and a session title never show a slug (issue 22). A slug not listed here still reads as words.
 */
const SLUG_TITLES: Record<string, string> = {
  'de-adjective-ending': 'Adjective endings after the article',
  'de-article-gender': 'Article and noun gender',
  'de-dative': 'Dative after mit, bei, von, aus, nach, seit',
  'de-participle': 'Past participles of strong verbs',
  'de-perfect-sein': 'Perfect with sein for motion and change of state',
  'de-verb-final': 'Verb at the end after weil, dass, wenn',
  'de-verb-second': 'Verb in second place',
  'es-adjective-agreement': 'Adjective agreement after the noun',
  'es-conjunction-e-u': 'e and u for y and o',
  'es-consistir-en': 'consistir en',
  'es-contraction': 'al and del',
  'es-copula-agreement': 'Agreement after ser and estar',
  'es-desde-hace': 'desde hace',
  'es-estar-place': 'estar for places',
  'es-estar-state': 'estar for states',
  'es-gender': 'Noun gender',
  'es-indirect-question': 'Accents in indirect questions',
  'es-irregular-preterite': 'Irregular preterites',
  'es-mas-mejor': 'mejor and peor without más',
  'es-mi-pronoun': 'mí after a preposition',
  'es-muy-mucho': 'muy and mucho',
  'es-number': 'Singular and plural',
  'es-plural-adjective': 'Adjective agreement',
  'es-poder-infinitive': 'Infinitive after poder',
  'es-ser-profession': 'ser for professions',
  'es-subject-pronoun': 'Leaving out the subject pronoun',
  'es-subject-verb': 'Subject–verb agreement',
  'es-tener-noun': 'tener with hunger, fear, thirst',
  'fr-adjective-agreement': 'Adjective agreement after the noun',
  'fr-article-gender': 'Article and noun gender',
  'fr-etre-motion': 'Passé composé with être',
  'fr-participle': 'Irregular past participles',
  'fr-possessive-vowel': 'mon, ton, son before a vowel',
  'it-adjective-agreement': 'Adjective agreement after the noun',
  'it-article-gender': 'Article and noun gender',
  'pt-adjective-agreement': 'Adjective agreement after the noun',
  'pt-article-gender': 'Article and noun gender',
};

const SLUG = /^(?:de|en|es|fr|it|pt)-[a-z0-9]+(?:-[a-z0-9]+)*$/i;

/** A rule id or stored title written as a language-prefixed slug ('es-gender', 'Es-gender'). */
export function isRuleSlug(name: string): boolean {
  return SLUG.test(name.trim());
}

/** 'es-subject-pronoun' → 'Leaving out the subject pronoun'; an unlisted slug → its words. */
export function slugTitle(slug: string): string {
  const key = slug.trim().toLowerCase();
  const listed = ownEntry(SLUG_TITLES, key);
  if (listed) return listed;
  const words = key.replace(/^[a-z]{2}-/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A concept name as a learner reads it: a stored slug becomes its readable name, anything else stays. */
export function readableConceptName(name: string): string {
  return isRuleSlug(name) ? slugTitle(name) : name;
}
