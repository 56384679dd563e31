import { IRREGULAR } from './english-irregular.js';
import { issue, sameCase, tokensOf, type Token } from './english-tokens.js';
import type { CheckIssue } from './issue.js';

/**
 * "Yesterday I have went to the park." → "Yesterday I went to the park.": the present perfect in a
 * sentence that names a finished past time (yesterday, last week, two days ago, in 2019). English
 * takes the simple past there; the past form comes from the irregular table (english-irregular.ts) or
 * is the -ed form the learner wrote (issue 22, decision 217).
 */

const PAST_OF = new Map<string, string>();
for (const [base, [past, participle]] of Object.entries(IRREGULAR)) {
  PAST_OF.set(past, past);
  PAST_OF.set(participle, past);
  PAST_OF.set(base, past);
}

/** A finished past time in the sentence: yesterday, last night, two years ago, in 2019. */
const PAST_TIME =
  /\b(yesterday|last (night|week|weekend|month|year|summer|winter|spring|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|\w+ (days?|weeks?|months?|years?|hours?) ago|in (19|20)\d\d|the day before yesterday)\b/i;

const SUBJECT_BEEN: Record<string, string> = {
  i: 'was',
  he: 'was',
  she: 'was',
  it: 'was',
  you: 'were',
  we: 'were',
  they: 'were',
};

function sentenceOf(text: string, at: number): string {
  const from =
    Math.max(
      text.lastIndexOf('.', at),
      text.lastIndexOf('!', at),
      text.lastIndexOf('?', at),
      text.lastIndexOf('\n', at),
    ) + 1;
  const rest = text.slice(at).search(/[.!?\n]/);
  return text.slice(from, rest < 0 ? text.length : at + rest);
}

export function pastTimePerfect(text: string, tokens: Token[] = tokensOf(text)): CheckIssue[] {
  const out: CheckIssue[] = [];
  for (let i = 1; i + 1 < tokens.length; i++) {
    const have = tokens[i]!;
    if (!/^(have|has)$/i.test(have.word) || text.slice(have.end, tokens[i + 1]!.start) !== ' ') continue;
    const sentence = sentenceOf(text, have.start);
    if (!PAST_TIME.test(sentence) || /\?/.test(text.slice(have.end, have.end + sentence.length + 1)))
      continue;
    const verb = tokens[i + 1]!;
    const word = verb.word.toLowerCase();
    const subject = tokens[i - 1]!.word.toLowerCase();
    let past: string | undefined;
    if (word === 'been') past = SUBJECT_BEEN[subject];
    else if (/^(to|got)$/.test(word)) past = undefined;
    else past = PAST_OF.get(word) ?? (/^[a-z]{3,}ed$/.test(word) ? word : undefined);
    if (!past) continue;
    out.push(
      issue(
        text,
        have.start,
        verb.end,
        sameCase(have.word, past),
        'PastTimePerfect',
        `A finished past time (“${PAST_TIME.exec(sentence)![0]}”) takes the simple past: “${past}”, without “${have.word}”.`,
      ),
    );
  }
  return out;
}
