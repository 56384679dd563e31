import { explained } from './explain-text.js';
import type { CheckIssue } from './issue.js';
import { issue, joined, sameCase, type Token } from './english-tokens.js';
import { ownEntry } from './own-entry.js';

/**
 * Fixed phrases learners bend ("I very like", "make a photo", "in the other hand", "each others",
 * "an other", "most of people", "in the same time"): each pattern has one right form and no correct
 * reading. Harper already has "everyday" and "do a mistake".
 */

function lower(tokens: Token[], i: number, n: number): string[] {
  return tokens.slice(i, i + n).map((t) => t.word.toLowerCase());
}

/** Phrases learners start with "in the": the two words after "the" and the preposition the phrase takes. */
const IN_THE_PHRASES = [
  { words: 'other hand', preposition: 'on', rule: 'OnTheOtherHand' },
  { words: 'same time', preposition: 'at', rule: 'AtTheSameTime' },
];

export function phraseRules(text: string, tokens: Token[]): CheckIssue[] {
  const out: CheckIssue[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const [a, b, c, d] = lower(tokens, i, 4);
    const t = tokens[i]!;
    // "I very like" → "I really like": "very" cannot come before a verb.
    if (
      a === 'very' &&
      /^(like|love|enjoy|want|hate|need|miss|agree|liked|loved|enjoyed|wanted|missed)$/.test(b ?? '') &&
      /^(i|you|we|they|he|she)$/.test(tokens[i - 1]?.word.toLowerCase() ?? '') &&
      joined(text, tokens, i - 1, i + 1)
    ) {
      out.push(issue(text, t.start, t.end, 'really', 'VeryVerb', explained('en.veryVerb'), 'vocabulary'));
    }
    // "make a photo" → "take a photo".
    const take: Record<string, string> = { make: 'take', makes: 'takes', made: 'took', making: 'taking' };
    // Not "made a photo album": only when the photo is the whole object.
    const next = tokens[i + 3];
    const after = next && text.slice(tokens[i + 2]!.end, next.start) === ' ' ? next.word : '';
    const wholeObject =
      after === '' ||
      /^(of|with|for|in|at|and|on|to|yesterday|today|every|together|when|while|but|because)$/i.test(after);
    if (
      ownEntry(take, a ?? '') &&
      /^(a|some|many|the)$/.test(b ?? '') &&
      /^(photo|photos)$/.test(c ?? '') &&
      wholeObject &&
      joined(text, tokens, i, i + 2)
    ) {
      out.push(
        issue(
          text,
          t.start,
          t.end,
          sameCase(t.word, take[a!]!),
          'TakePhoto',
          explained('en.takePhoto', { phrase: `${take[a!]} ${b} ${c}` }),
          'vocabulary',
        ),
      );
    }
    // "in the other hand" → "on the other hand", "in the same time" → "at the same time".
    const inThe = a === 'in' && b === 'the' && IN_THE_PHRASES.find((p) => p.words === `${c} ${d}`);
    if (inThe && joined(text, tokens, i, i + 3)) {
      const phrase = `${inThe.preposition} the ${inThe.words}`;
      out.push(
        issue(
          text,
          t.start,
          t.end,
          sameCase(t.word, inThe.preposition),
          inThe.rule,
          explained('en.phrase', { phrase }),
          'vocabulary',
        ),
      );
    }
    // "each others" → "each other".
    if (a === 'each' && b === 'others' && joined(text, tokens, i, i + 1)) {
      const o = tokens[i + 1]!;
      out.push(issue(text, o.start, o.end, 'other', 'EachOther', explained('en.eachOther'), 'grammar'));
    }
    // "an other" → "another".
    if (a === 'an' && b === 'other' && joined(text, tokens, i, i + 1)) {
      out.push(
        issue(
          text,
          t.start,
          tokens[i + 1]!.end,
          sameCase(t.word, 'another'),
          'Another',
          explained('en.another'),
          'spelling',
        ),
      );
    }
    // "most of people" → "most people" ("most of the people", "most of us" are fine).
    const noun = tokens[i + 2]?.word ?? '';
    const plainPlural =
      /^(people|children)$/.test(noun) ||
      (/^[a-z]+s$/.test(noun) &&
        !/(ss|us|is|ous)$/.test(noun) &&
        !/^(his|its|yours|ours|theirs|this|those|these)$/.test(noun));
    if (a === 'most' && b === 'of' && plainPlural && joined(text, tokens, i, i + 2)) {
      out.push(
        issue(
          text,
          t.start,
          tokens[i + 1]!.end,
          sameCase(t.word, 'most'),
          'MostOf',
          explained('en.mostOf'),
          'grammar',
        ),
      );
    }
    // "every days" → "every day": "every" takes a singular noun ("every two weeks" is fine).
    const singular: Record<string, string> = {
      days: 'day',
      weeks: 'week',
      months: 'month',
      years: 'year',
      mornings: 'morning',
      evenings: 'evening',
      nights: 'night',
      weekends: 'weekend',
      times: 'time',
    };
    if (a === 'every' && b && ownEntry(singular, b) && joined(text, tokens, i, i + 1)) {
      const n = tokens[i + 1]!;
      out.push(
        issue(
          text,
          n.start,
          n.end,
          singular[b]!,
          'EverySingular',
          explained('en.every', { noun: singular[b]! }),
          'grammar',
        ),
      );
    }
    // "near of the station" → "near the station".
    if (
      a === 'near' &&
      b === 'of' &&
      /^(the|my|our|his|her|their|your|a|an|this|that|here|there)$/.test(c ?? '') &&
      joined(text, tokens, i, i + 2)
    ) {
      const of = tokens[i + 1]!;
      out.push(issue(text, t.start, of.end, t.word, 'NearOf', explained('en.nearOf'), 'grammar'));
    }
    // "I asked to the teacher" → "asked the teacher" ("I was asked to the party" is an invitation: skip after be).
    if (
      /^(ask|asks|asked|asking)$/.test(a ?? '') &&
      b === 'to' &&
      /^(the|my|our|his|her|their|your|him|them|me|us)$/.test(c ?? '') &&
      joined(text, tokens, i, i + 2) &&
      !/^(was|were|be|been|being|is|are|am)$/.test(tokens[i - 1]?.word.toLowerCase() ?? '')
    ) {
      const to = tokens[i + 1]!;
      out.push(
        issue(
          text,
          t.start,
          to.end,
          t.word,
          'AskTo',
          explained('en.askPerson', { verb: t.word, person: c! }),
          'grammar',
        ),
      );
    }
  }
  return out;
}
