import { agreementRules } from './english-agreement.js';
import { articlePrepositionRules } from './english-articles-prepositions.js';
import { regularisedPast } from './english-irregular.js';
import { phraseRules } from './english-phrases.js';
import { pastTimePerfect, pastTimePresent } from './english-tense.js';
import { introductoryComma } from './english-punctuation.js';
import { tokensOf, type Token } from './english-tokens.js';
import { verbFormRules } from './english-verbs.js';
import { wordFormRules } from './english-words.js';
import { explained } from './explain-text.js';
import type { CheckIssue } from './issue.js';

/**
 * Rules for English errors learners make often that harper does not catch (issue 13), each kept narrow
 * enough to be right nearly every time it speaks; measured by `npm run eval:assessor` (false alarms on
 * native text) and the learner-like sentences of the tests. Harper already covers "she go", "have went",
 * "didn't went", "buyed" and a/an; agreement, verb-form, word-form and punctuation rules are in
 * english-agreement.ts, english-verbs.ts, english-irregular.ts, english-words.ts, english-punctuation.ts
 * english-articles-prepositions.ts and english-phrases.ts.
 */

/** "I am agree", "she is agree" → "I agree", "she agrees". */
function beAgree(text: string, tokens: Token[]): CheckIssue[] {
  const out: CheckIssue[] = [];
  for (let i = 1; i + 1 < tokens.length; i++) {
    const [subject, be, verb] = [tokens[i - 1]!, tokens[i]!, tokens[i + 1]!];
    if (!/^(am|is|are|was|were|'m|’m)$/i.test(be.word) || !/^(agree|disagree)$/i.test(verb.word)) continue;
    if (text.slice(be.end, verb.start) !== ' ') continue;
    const third = /^(he|she|it|is|was)$/i.test(be.word) && !/^(i|you|we|they)$/i.test(subject.word);
    const corrected = third ? `${verb.word}s` : verb.word;
    out.push({
      start: be.start,
      end: verb.end,
      original: text.slice(be.start, verb.end),
      corrected,
      ...explained('en.beAgree', { subject: subject.word, verb: corrected, be: be.word }),
      category: 'grammar',
      rule: 'BeAgree',
    });
  }
  return out;
}

/** Every learner rule, in text order of no importance (lintEnglish sorts and resolves overlaps). */
export function learnerRules(text: string): CheckIssue[] {
  const tokens = tokensOf(text);
  return [
    ...pastTimePerfect(text, tokens),
    ...pastTimePresent(text, tokens),
    ...beAgree(text, tokens),
    ...agreementRules(text, tokens),
    ...verbFormRules(text, tokens),
    ...regularisedPast(text, tokens),
    ...wordFormRules(text, tokens),
    ...introductoryComma(text, tokens),
    ...articlePrepositionRules(text, tokens),
    ...phraseRules(text, tokens),
  ];
}
