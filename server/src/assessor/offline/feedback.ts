import type { AssessmentCorrection } from '@inkwell/contract';

/** The exact note the UI and tests look for when a language has no offline checker. */
export const NO_OFFLINE_CHECKER = 'no offline checker for this language';

/** For the learner: what the offline checker cannot see (operator set-up is in the README and the log). */
export const OFFLINE_LIMITS =
  'Without an AI model it cannot judge word choice, style, tense use or meaning, so a clean result does not mean the entry has no mistakes.';

const CATEGORY_WORDS: Record<AssessmentCorrection['category'], [string, string]> = {
  spelling: ['spelling mistake', 'spelling mistakes'],
  accents: ['accent mistake', 'accent mistakes'],
  punctuation: ['punctuation mistake', 'punctuation mistakes'],
  vocabulary: ['word-choice issue', 'word-choice issues'],
  grammar: ['grammar issue', 'grammar issues'],
  word_order: ['word-order issue', 'word-order issues'],
};

/** What the dictionary checker covers beyond spelling and accents, per language (hunspell.ts, german.ts). */
const HUNSPELL_SCOPE: Record<string, string> = {
  de: 'spelling, umlauts, capitals, and rules for common A2 errors: strong participles, haben or sein, the verb second and the verb last, the dative after mit',
  fr: 'spelling and accents, plus rules for common A2 errors: mon/ma before a vowel, irregular participles, être with verbs of motion',
  pt: 'spelling and accents, by Brazilian spelling',
  es: 'spelling and accents, plus rules for common learner errors: agreement, ser/estar, irregular preterites, desde hace, al/del, mí, tener miedo',
};

/** What the checker of a language does not look at, said once and never contradicting its scope. */
const NOT_CHECKED: Record<string, string> = {
  es: 'Other grammar (tenses, the subjunctive) and word order were not checked offline.',
  de: 'Other grammar (cases beyond those rules, adjective endings, tenses) was not checked offline.',
  fr: 'Other grammar (agreement, tenses) and word order were not checked offline.',
};

/** English feedback for an offline assessment; says plainly what the checker can and cannot see. */
export function offlineFeedback(
  languageName: string,
  checker: 'harper' | 'hunspell',
  corrections: readonly AssessmentCorrection[],
  language = '',
): string {
  const scope =
    checker === 'harper'
      ? 'spelling, plus rules for common learner errors: verb agreement, verb forms, a/an, plurals, apostrophes, capitals'
      : (HUNSPELL_SCOPE[language] ?? 'spelling and accents only');
  const parts: string[] = [];
  if (corrections.length === 0) {
    parts.push(
      `The offline checker (${scope}) found nothing to correct in your ${languageName} — well done.`,
    );
  } else {
    const counts = (Object.keys(CATEGORY_WORDS) as Array<AssessmentCorrection['category']>)
      .map((cat) => [cat, corrections.filter((c) => c.category === cat).length] as const)
      .filter(([, n]) => n > 0)
      .map(([cat, n]) => `${n} ${CATEGORY_WORDS[cat][n === 1 ? 0 : 1]}`);
    parts.push(
      `The offline checker (${scope}) found ${joinList(counts)} in your ${languageName}. Hover over each highlight to see why.`,
    );
  }
  const flags = corrections.filter((c) => c.finding === 'flag').length;
  if (flags > 0)
    parts.push(
      `${flags === 1 ? 'One of them is' : `${flags} of them are`} marked “Check this”: something looks wrong there, but the checker cannot be sure of the right form, so it offers none.`,
    );
  // The level and its reasons are the assessment's level_justification (level.ts): not repeated here.
  if (checker === 'hunspell')
    parts.push(NOT_CHECKED[language] ?? 'Grammar and word order were not checked offline.');
  parts.push(OFFLINE_LIMITS);
  return parts.join(' ');
}

export function unsupportedFeedback(languageName: string): string {
  return `There is ${NO_OFFLINE_CHECKER} (${languageName}), so no corrections were made and the level is only a rough guess from sentence length and vocabulary. Offline checking covers English, Spanish, French, German, Dutch, Italian and Portuguese.`;
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
