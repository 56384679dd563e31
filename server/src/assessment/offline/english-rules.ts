import { wordTokens } from '../text.js';
import type { CheckIssue } from './issue.js';

/**
 * Rules for English errors learners make often that harper does not catch (issue 13), each kept narrow
 * enough to be right nearly every time it speaks; measured by `npm run eval:assessor` and
 * english-rules.test.ts. Harper already covers he/she/it + base verb, "have went", "buyed" and a/an.
 */

type Token = { word: string; start: number; end: number };

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
      explanation: `“Agree” is a verb, not an adjective: say “${subject.word} ${corrected}”, without “${be.word}”.`,
      category: 'grammar',
      rule: 'BeAgree',
    });
  }
  return out;
}

const POSSESSIVES = new Set(['my', 'your', 'his', 'her', 'our', 'their']);
/** Common verbs a learner leaves without -s, and their third-person form. */
const THIRD: Record<string, string> = {
  like: 'likes',
  love: 'loves',
  want: 'wants',
  need: 'needs',
  live: 'lives',
  work: 'works',
  play: 'plays',
  study: 'studies',
  speak: 'speaks',
  think: 'thinks',
  know: 'knows',
  have: 'has',
  go: 'goes',
  do: 'does',
  say: 'says',
  eat: 'eats',
  watch: 'watches',
  hate: 'hates',
  prefer: 'prefers',
  enjoy: 'enjoys',
  teach: 'teaches',
  cook: 'cooks',
  drive: 'drives',
  read: 'reads',
  write: 'writes',
  make: 'makes',
};
/** Nouns without -s that are plural or usually take a plural verb. */
const NOT_SINGULAR = new Set([
  'people',
  'children',
  'men',
  'women',
  'police',
  'family',
  'team',
  'staff',
  'parents',
  'friends',
  'own',
  'feet',
  'teeth',
  'mice',
  'sheep',
  'fish',
  'data',
  'media',
  'cattle',
  'grandparents',
  'folks',
  'kids',
]);

/**
 * "My sister like apples" → "likes": a possessive, one lower-case noun without -s, then a verb from a
 * closed list. Silent when the group follows a word that takes a bare verb (let my son go, did my
 * mother like), an "and" (my sister and my brother like) or when the noun looks plural.
 */
function possessiveNounVerb(text: string, tokens: Token[]): CheckIssue[] {
  const out: CheckIssue[] = [];
  for (let i = 0; i + 2 < tokens.length; i++) {
    const [det, noun, verb] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
    const prev = tokens[i - 1]?.word.toLowerCase() ?? '';
    if (!POSSESSIVES.has(det.word.toLowerCase()) || !THIRD[verb.word]) continue;
    if (!/^[a-z]+$/.test(noun.word) || /s$/.test(noun.word) || NOT_SINGULAR.has(noun.word)) continue;
    if (
      /^(and|or|let|lets|make|makes|made|help|helps|helped|see|saw|watch|hear|heard|have|had|do|does|did|will|would|can|could|should|must|may|might|to|nor)$/.test(
        prev,
      )
    )
      continue;
    // Only plain spaces between the three words, and not a question (Does my sister like…?).
    if (text.slice(det.end, noun.start) !== ' ' || text.slice(noun.end, verb.start) !== ' ') continue;
    const corrected = THIRD[verb.word]!;
    out.push({
      start: verb.start,
      end: verb.end,
      original: verb.word,
      corrected,
      explanation: `After one person or thing (“${det.word} ${noun.word}”), the present tense takes -s: “${corrected}”.`,
      category: 'grammar',
      rule: 'SingularNounVerb',
    });
  }
  return out;
}

export function learnerRules(text: string): CheckIssue[] {
  const tokens = wordTokens(text);
  return [...beAgree(text, tokens), ...possessiveNounVerb(text, tokens)];
}
