import { explained } from './explain-text.js';
import type { CheckIssue } from './issue.js';
import { issue, type Token } from './english-tokens.js';

/**
 * A comma after the linking phrases learners open their sentences with ("However I think…" →
 * "However, I think…"). Only phrases that editors nearly always follow with a comma; "In my opinion",
 * "Firstly" and "All in all" are left out because teachers often let them stand without one, and
 * "However hard I try" (however + adjective) is left alone.
 */
const OPENERS = [
  'however',
  'moreover',
  'furthermore',
  'nevertheless',
  'additionally',
  'consequently',
  'in conclusion',
  'to sum up',
  'on the other hand',
  'for example',
  'for instance',
  'in addition',
  'first of all',
].map((p) => p.split(' '));

/** After "However": a word that starts a clause, so "However" is the linking word, not "however much". */
const CLAUSE_START =
  /^(i|we|they|he|she|it|the|this|that|these|there|many|some|most|people|in|if|when|my|our|their|its|not|all)$/i;

export function introductoryComma(text: string, tokens: Token[]): CheckIssue[] {
  const out: CheckIssue[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const head = text.slice(0, tokens[i]!.start).trimEnd();
    if (head !== '' && !/[.!?\n]$/.test(head)) continue;
    for (const words of OPENERS) {
      const last = i + words.length - 1;
      const next = tokens[last + 1];
      if (!next || words.some((w, k) => tokens[i + k]?.word.toLowerCase() !== w)) continue;
      const gaps = text.slice(tokens[i]!.start, next.start);
      // Words of the phrase joined by single spaces and nothing but a space before the next word.
      if (!/^[\p{L} ]+ $/u.test(gaps)) continue;
      if (words[0] === 'however' && !CLAUSE_START.test(next.word)) continue;
      const end = tokens[last]!;
      out.push(
        issue(
          text,
          end.start,
          end.end,
          `${end.word},`,
          'IntroductoryComma',
          explained('en.introductoryComma', { phrase: text.slice(tokens[i]!.start, end.end) }),
          'punctuation',
        ),
      );
    }
  }
  return out;
}
