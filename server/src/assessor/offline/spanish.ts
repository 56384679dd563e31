import { ADJECTIVE_AGREEMENT_RULES, checkAdjectiveAfterNoun } from './adjective-after-noun.js';
import { checkArticleAcrossAdjective } from './article-adjective.js';
import type { CheckIssue } from './issue.js';
import { loadSpeller } from './speller.js';
import { SPANISH_A2_RULES, spanishA2Rules } from './spanish-a2.js';
import { agreementRules } from './spanish-agreement.js';
import { collocationRules } from './spanish-collocations.js';
import { CONJUNCTION_RULES, conjunctionRules } from './spanish-conjunctions.js';
import { phraseRules } from './spanish-phrases.js';
import { tokensOf } from './spanish-tokens.js';

/**
 * Spanish grammar the offline checker can be sure of, on top of spelling (hunspell.ts): agreement of
 * determiner and noun, of pronoun and verb and of a plural verb and its adjective, contractions,
 * fixed learner phrases, word-for-word English (estoy miedo, consiste de) and a redundant subject pronoun (decision 190). Each rule is narrow on purpose: it stays silent where a native
 * could be right.
 */

export const SPANISH_RULES: Record<string, string> = {
  'es-gender': 'Determiner and noun agree in gender: *el problema*, *la gente*.',
  'es-number': 'Determiner and noun agree in number: *mis hermanos*, *muchas personas*.',
  'es-subject-verb': 'The verb agrees with its subject pronoun: *yo soy*, *ellos tienen*.',
  'es-contraction': '*a* + *el* is *al*, *de* + *el* is *del*.',
  'es-mas-mejor': '*mejor* and *peor* are comparatives already: not *más mejor*.',
  'es-muy-mucho': '*muy* does not go before *mucho*.',
  'es-mi-pronoun': 'After a preposition the pronoun is *mí* (a mí me gusta); *mi* means “my”.',
  'es-poder-infinitive': 'After *poder* the verb is an infinitive: *podemos ir*.',
  'es-tener-noun': 'Spanish *has* fear, hunger, thirst: *tengo miedo*, not *estoy miedo*.',
  'es-consistir-en': '*consistir* takes *en*: *consiste en*.',
  'es-indirect-question': '*dónde*/*quién* keep their accent after *saber* or *preguntar*.',
  'es-plural-adjective':
    'An adjective agrees with the noun or pronoun it describes: a plural subject takes a plural adjective (*ellos son muy simpáticos*).',
  'es-subject-pronoun': 'Spanish leaves out *yo*/*nosotros* when the verb already shows the person.',
  ...SPANISH_A2_RULES,
  ...CONJUNCTION_RULES,
  'es-adjective-agreement': ADJECTIVE_AGREEMENT_RULES['es-adjective-agreement']!,
};

export async function checkSpanishGrammar(text: string): Promise<CheckIssue[]> {
  const speller = await loadSpeller('es');
  const tokens = tokensOf(text);
  return [
    ...spanishA2Rules(text, tokens, speller),
    ...agreementRules(text, tokens, speller),
    ...phraseRules(text, tokens, speller),
    ...collocationRules(text, tokens, speller),
    ...conjunctionRules(text, tokens),
    ...checkArticleAcrossAdjective(text, 'es'),
    ...checkAdjectiveAfterNoun(text, 'es'),
  ];
}

/**
 * Spelling and grammar issues together. Where they overlap the spelling fix wins (it comes first), but
 * a grammar fix from a table beats a spelling flag (gegeht is no typo of a dictionary word: it is
 * gegangen).
 */
export function mergeIssues(spelling: CheckIssue[], grammar: CheckIssue[]): CheckIssue[] {
  const overlap = (a: CheckIssue, b: CheckIssue) => a.start < b.end && b.start < a.end;
  const certain = (i: CheckIssue) => i.finding !== 'flag';
  const spellingKept = spelling.filter(
    (s) => certain(s) || !grammar.some((g) => certain(g) && overlap(s, g)),
  );
  const kept = grammar.filter((g) => !spellingKept.some((s) => overlap(s, g)));
  const noOverlap = kept.filter((g, i) => !kept.some((o, j) => j < i && overlap(o, g)));
  return [...spellingKept, ...noOverlap].sort((a, b) => a.start - b.start);
}
