import { ADJECTIVE_AGREEMENT_RULES, checkAdjectiveAfterNoun } from './adjective-after-noun.js';
import { checkArticleAcrossAdjective } from './article-adjective.js';
import { ARTICLE_GENDER_RULES, checkArticleGender } from './article-gender.js';
import { checkAccentTable } from './romance-accents.js';
import { checkParticiples, PARTICIPLE_RULES } from './romance-participles.js';
import { checkGermanGrammar, GERMAN_RULES } from './german-grammar.js';
import { lintEnglish } from './harper.js';
import { checkSpelling, HUNSPELL_LANGUAGES } from './hunspell.js';
import { checkFrenchGrammar, FRENCH_RULES } from './french-grammar.js';
import type { CheckIssue, CheckResult } from './issue.js';
import { checkSpanishGrammar, mergeIssues, SPANISH_RULES } from './spanish.js';
import { ownEntry } from './own-entry.js';
import { loadSpeller } from './speller.js';

const GRAMMAR: Record<
  string,
  { check: (text: string) => Promise<CheckIssue[]>; rules: Record<string, string> }
> = {
  de: {
    check: withGender('de', checkGermanGrammar),
    rules: { ...GERMAN_RULES, ...ARTICLE_GENDER_RULES, ...ADJECTIVE_AGREEMENT_RULES },
  },
  fr: {
    check: withGender('fr', checkFrenchGrammar),
    rules: { ...FRENCH_RULES, ...ARTICLE_GENDER_RULES, ...ADJECTIVE_AGREEMENT_RULES },
  },
  it: {
    check: withGender('it', romance('it')),
    rules: { ...PARTICIPLE_RULES, ...ARTICLE_GENDER_RULES, ...ADJECTIVE_AGREEMENT_RULES },
  },
  pt: {
    check: withGender('pt', romance('pt')),
    rules: { ...PARTICIPLE_RULES, ...ARTICLE_GENDER_RULES, ...ADJECTIVE_AGREEMENT_RULES },
  },
};

/** Italian and Portuguese: accents and irregular participles from tables (romance-*.ts). */
function romance(language: string) {
  return async (text: string) => [
    ...(await checkAccentTable(text, language)),
    ...(await checkParticiples(text, language)),
  ];
}

/**
 * A language's grammar rules plus article–noun gender, also across an adjective (article-gender.ts,
 * article-adjective.ts); the first rule wins an overlap.
 */
function withGender(language: string, check: (text: string) => Promise<CheckIssue[]>) {
  return async (text: string) => {
    const speller = await loadSpeller(language);
    return [
      ...(await check(text)),
      ...checkArticleGender(text, language, (w) => speller.correct(w)),
      ...checkArticleAcrossAdjective(text, language),
      ...checkAdjectiveAfterNoun(text, language),
    ];
  };
}

/** Languages the offline assessor can check: English with harper, the rest with hunspell. */
export const OFFLINE_LANGUAGES = ['en', ...HUNSPELL_LANGUAGES];

export function hasOfflineChecker(language: string): boolean {
  return OFFLINE_LANGUAGES.includes(language);
}

/**
 * Runs the offline checker of `language` (a base code such as 'en'; 'en-GB' names an English variant)
 * over `text`. Blocking: see worker.ts.
 */
export async function checkText(text: string, language: string): Promise<CheckResult> {
  if (language === 'en' || /^en[-_]/i.test(language)) {
    const { issues, rules } = await lintEnglish(text, language);
    return { issues, checker: 'harper', rules };
  }
  if (language === 'es') {
    // Spanish adds grammar rules to the spelling check (spanish.ts, decision 190).
    const issues = mergeIssues(await checkSpelling(text, 'es'), await checkSpanishGrammar(text));
    const rules = Object.fromEntries(
      issues.filter((i) => SPANISH_RULES[i.rule]).map((i) => [i.rule, SPANISH_RULES[i.rule]!]),
    );
    return { issues, checker: 'hunspell', rules };
  }
  // German and French add their A2 grammar rules (german-grammar.ts, french-grammar.ts, decision 217);
  // they, Italian and Portuguese check article–noun gender (article-gender.ts, decision 273).
  const grammar = ownEntry(GRAMMAR, language);
  if (grammar) {
    const issues = mergeIssues(await checkSpelling(text, language), await grammar.check(text));
    const rules = Object.fromEntries(
      issues.filter((i) => grammar.rules[i.rule]).map((i) => [i.rule, grammar.rules[i.rule]!]),
    );
    return { issues, checker: 'hunspell', rules };
  }
  if (HUNSPELL_LANGUAGES.includes(language)) {
    return { issues: await checkSpelling(text, language), checker: 'hunspell', rules: {} };
  }
  return { issues: [], checker: null, rules: {} };
}
