import type { CheckIssue } from './issue.js';
import { issue, joined, sameCase, type Token } from './english-tokens.js';

/**
 * Fixed phrases learners bend ("I very like", "make a photo", "in the other hand", "each others",
 * "an other", "most of people", "in the same time"): each pattern has one right form and no correct
 * reading. Harper already has "everyday" and "do a mistake".
 */

function lower(tokens: Token[], i: number, n: number): string[] {
  return tokens.slice(i, i + n).map((t) => t.word.toLowerCase());
}

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
      out.push(
        issue(
          text,
          t.start,
          t.end,
          'really',
          'VeryVerb',
          '“Very” cannot go before a verb: say “really like” or “like … very much”.',
          'vocabulary',
        ),
      );
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
      take[a ?? ''] &&
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
          `In English you “take” a photo: “${take[a!]} ${b} ${c}”.`,
          'vocabulary',
        ),
      );
    }
    // "in the other hand" → "on the other hand".
    if (a === 'in' && b === 'the' && c === 'other' && d === 'hand' && joined(text, tokens, i, i + 3)) {
      out.push(
        issue(
          text,
          t.start,
          t.end,
          sameCase(t.word, 'on'),
          'OnTheOtherHand',
          'The phrase is “on the other hand”.',
          'vocabulary',
        ),
      );
    }
    // "in the same time" → "at the same time".
    if (a === 'in' && b === 'the' && c === 'same' && d === 'time' && joined(text, tokens, i, i + 3)) {
      out.push(
        issue(
          text,
          t.start,
          t.end,
          sameCase(t.word, 'at'),
          'AtTheSameTime',
          'The phrase is “at the same time”.',
          'vocabulary',
        ),
      );
    }
    // "each others" → "each other".
    if (a === 'each' && b === 'others' && joined(text, tokens, i, i + 1)) {
      const o = tokens[i + 1]!;
      out.push(issue(text, o.start, o.end, 'other', 'EachOther', '“Each other” has no -s.', 'grammar'));
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
          '“Another” is one word.',
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
          '“Most of” needs “the” or a pronoun after it; before a plain noun say “most”.',
          'grammar',
        ),
      );
    }
  }
  return out;
}
