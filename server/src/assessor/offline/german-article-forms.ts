/**
 * What German grammar says about an article before a singular noun, shared by the rule for the article
 * right before the noun (article-gender.ts) and the one with an adjective between (article-adjective.ts).
 */

export type DeGender = 'm' | 'f' | 'n';

export const GENDER_WORD = { m: 'masculine', f: 'feminine', n: 'neuter' } as const;

/** The gender a noun's nominative definite article names (german-genders.ts gives der/die/das). */
export const DE_GENDER = { der: 'm', die: 'f', das: 'n' } as const;

/** Articles that cannot go with a singular noun of that gender, whatever the case. */
const NEVER: Record<string, DeGender[]> = {
  das: ['m', 'f'],
  die: ['m', 'n'],
  der: ['n'],
  ein: ['f'],
  eine: ['m', 'n'],
  kein: ['f'],
  keine: ['m', 'n'],
};

/**
 * The genders a German article cannot go with in the singular; undefined for a word that is no article
 * (an own-property lookup: a learner's "constructor" or "toString" is a word, not a table key).
 */
export const gendersNeverWith = (word: string): DeGender[] | undefined =>
  Object.hasOwn(NEVER, word) ? NEVER[word] : undefined;

/**
 * Where nominative and accusative share the article: its right form for the gender and the adjective
 * ending after it (die kleine, ein kleines).
 */
export const NOM_ACC: Record<string, Partial<Record<DeGender, [article: string, ending: string]>>> = {
  das: { f: ['die', 'e'] },
  die: { n: ['das', 'e'] },
  ein: { f: ['eine', 'e'] },
  eine: { n: ['ein', 'es'] },
  kein: { f: ['keine', 'e'] },
  keine: { n: ['kein', 'es'] },
};

export const DATIVE_PREPOSITIONS = new Set(['mit', 'bei', 'von', 'aus', 'nach', 'seit', 'zu']);

/** Nouns whose plural is the singular (das Zimmer / die Zimmer): "die Zimmer" may be right. */
export const SAME_PLURAL = /(er|el|en|chen|lein)$/;
