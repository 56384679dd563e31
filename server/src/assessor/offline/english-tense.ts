import { IRREGULAR } from './english-irregular.js';
import { REGULAR_PAST } from './english-regular-past.js';
import { issue, sameCase, tokensOf, type Token } from './english-tokens.js';
import { explained } from './explain-text.js';
import type { CheckIssue } from './issue.js';
import { ownEntry } from './own-entry.js';

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
    if (word === 'been') past = ownEntry(SUBJECT_BEEN, subject);
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
        explained('en.pastTimePerfect', { time: PAST_TIME.exec(sentence)![0], past, have: have.word }),
      ),
    );
  }
  return out;
}

/** A sentence that opens with a finished past time: Yesterday, Last week, Two days ago (a comma may follow). */
const FRONTED_PAST =
  /^(yesterday(?: morning| afternoon| evening)?|last (night|week|weekend|month|year|summer|winter|spring|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(two|three|four|five|six|ten|a few|\d+) (days|weeks|months|years) ago|the day before yesterday)\s*,?\s+$/i;

const THIRD_PERSON = /^(he|she|it)$/i;
const OTHER_PERSONS = /^(i|you|we|they)$/i;
const ANY_PERSON = /^(i|you|we|they|he|she|it)$/i;

/** he/she/it form of a base verb: go → goes, teach → teaches, fly → flies. */
const thirdPerson = (base: string) =>
  /(s|sh|ch|x|o)$/.test(base)
    ? `${base}es`
    : /[^aeiou]y$/.test(base)
      ? `${base.slice(0, -1)}ies`
      : `${base}s`;

/**
 * Present forms of the irregular verbs (from the table), of be, and of the listed regular verbs
 * (english-regular-past.ts), with the subject pronouns they can follow in a learner's text, to their
 * past. After he/she/it both "she visits" and the learner's "she visit" are the present.
 */
const PRESENT_TO_PAST = new Map<string, { past: string; persons: RegExp }>([
  ['am', { past: 'was', persons: /^i$/i }],
  ['is', { past: 'was', persons: THIRD_PERSON }],
  ['are', { past: 'were', persons: OTHER_PERSONS }],
  ...[...Object.entries(IRREGULAR).map(([base, [past]]) => [base, past] as const), ...REGULAR_PAST].flatMap(
    ([base, past]) => [
      [base, { past, persons: ANY_PERSON }] as const,
      [thirdPerson(base), { past, persons: THIRD_PERSON }] as const,
    ],
  ),
]);

/**
 * "Yesterday I go to the park." → "went", "Last week she visit her aunt" → "visited": a sentence that
 * opens with a finished past time, then a subject pronoun and the present of a verb from the irregular
 * table, be, or a listed regular verb. The time at the front frames the whole sentence, so the simple
 * past is the one right form (issue 22). A time later in the sentence, noun subjects, clauses after
 * "that" or "said" (the pronoun is not next to the time) and questions are not checked.
 */
export function pastTimePresent(text: string, tokens: Token[] = tokensOf(text)): CheckIssue[] {
  const out: CheckIssue[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const subject = tokens[i]!;
    const verb = tokens[i + 1]!;
    if (text.slice(subject.end, verb.start) !== ' ') continue;
    const form = PRESENT_TO_PAST.get(verb.word.toLowerCase());
    if (!form || verb.word === 'I' || !form.persons.test(subject.word) || !ANY_PERSON.test(subject.word))
      continue;
    const lead = /[^.!?\n]*$/.exec(text.slice(0, subject.start))![0].replace(/^\s+/, '');
    const marker = FRONTED_PAST.exec(lead);
    if (!marker) continue;
    // A question (Yesterday you walk home?) is not a statement about the past.
    if (text.slice(verb.end).match(/^[^.!?\n]*([.!?\n]|$)/)![1] === '?') continue;
    out.push(
      issue(
        text,
        verb.start,
        verb.end,
        sameCase(verb.word, form.past),
        'PastTimePresent',
        explained('en.pastTimePresent', { time: marker[1]!, past: form.past }),
      ),
    );
  }
  return out;
}
