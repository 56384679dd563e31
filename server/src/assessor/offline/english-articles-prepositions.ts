import { explained } from './explain-text.js';
import type { CheckIssue, Explanation } from './issue.js';
import { issue, joined, scan, wordBefore, type Token } from './english-tokens.js';

/**
 * Missing articles and wrong prepositions learners use often (issue 13: articles 3 of 78 and
 * prepositions 2 of 56 caught). Only patterns with one right answer: "I am student" → "a student",
 * "in Monday" → "on Monday", "depend of" → "depend on", "listen music" → "listen to music",
 * "explain me" → "explain to me". Lists written for this project.
 */

/**
 * Jobs and roles that take "a"/"an" after "I am", "she is"…; left out: titles and unique posts
 * ("He is professor", "She is manager of…"), and words that are adjectives too ("I am vegetarian").
 */
const ROLES = new Set(
  `student teacher doctor nurse engineer lawyer housewife househusband waiter waitress singer actor actress
writer journalist scientist programmer developer designer architect farmer driver pilot policeman policewoman
cook chef dentist vet artist musician photographer accountant mechanic electrician plumber
businessman businesswoman baker hairdresser cashier receptionist translator babysitter cleaner soldier
firefighter volunteer tourist beginner child kid teenager baby boy girl`.split(/\s+/),
);
const BE_AFTER_SUBJECT = /^(i['’]m|he['’]s|she['’]s|am|is|was)$/i;
/** After the role: the end of the clause or a preposition, so the noun is not part of a longer noun. */
// Not "of": "She is manager of the hotel" (a unique post) needs no article.
const AFTER_ROLE =
  /^(in|at|from|and|but|who|with|for|because|so|now|too|here|there|like|since|i|we|he|she|they|my|our)$/i;

function missingArticle(text: string, tokens: Token[]): CheckIssue[] {
  return scan(tokens, 1, 0, (i) => {
    const [be, role] = [tokens[i - 1]!, tokens[i]!];
    if (!BE_AFTER_SUBJECT.test(be.word) || !ROLES.has(role.word) || !joined(text, tokens, i - 1, i)) return;
    // "am"/"is"/"was" need a personal subject just before: "my dream is teacher" is left alone.
    if (/^(am|is|was)$/i.test(be.word) && !/^(i|he|she)$/.test(wordBefore(text, tokens, i - 1))) return;
    const next = tokens[i + 1];
    if (next && text.slice(role.end, next.start) === ' ' && !AFTER_ROLE.test(next.word)) return;
    const article = /^[aeiou]/.test(role.word) ? 'an' : 'a';
    return issue(
      text,
      role.start,
      role.end,
      `${article} ${role.word}`,
      'MissingArticle',
      explained('en.jobArticle', { article, role: role.word }),
    );
  });
}

const DAYS = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?$/i;
/** "at Sunday school", "in Monday's paper": the day is part of a noun, so leave it. */
const DAY_NOUNS =
  /^(school|lunch|dinner|service|services|market|mass|league|paper|papers|roast|brunch|night)$/i;

/** "in Monday" / "at Sunday" → "on"; "on 2010" / "at 2010" → "in". */
function timePrepositions(text: string, tokens: Token[]): CheckIssue[] {
  const out: CheckIssue[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const [prep, when] = [tokens[i]!, tokens[i + 1]!];
    if (!joined(text, tokens, i, i + 1)) continue;
    const next = tokens[i + 2];
    const nextWord = next && text.slice(when.end, next.start) === ' ' ? next.word : '';
    if (
      /^(in|at)$/.test(prep.word) &&
      DAYS.test(when.word) &&
      /^\p{Lu}/u.test(when.word) &&
      !DAY_NOUNS.test(nextWord)
    ) {
      out.push(
        issue(
          text,
          prep.start,
          prep.end,
          'on',
          'DayPreposition',
          explained('en.dayPreposition', { day: when.word }),
        ),
      );
    }
    // A year alone ("on 2010."), not a year that describes a noun ("at 2010 prices").
    if (
      /^(on|at)$/.test(prep.word) &&
      /^(19|20)\d\d$/.test(when.word) &&
      (nextWord === '' || /^(i|we|they|he|she|it|my|the|there)$/i.test(nextWord))
    ) {
      out.push(
        issue(
          text,
          prep.start,
          prep.end,
          'in',
          'YearPreposition',
          explained('en.yearPreposition', { year: when.word }),
        ),
      );
    }
  }
  return out;
}

/** A verb whose preposition learners drop or swap: its forms, the word after it, and the fix of that word. */
const VERB_PREPOSITIONS: {
  verb: RegExp;
  next: RegExp;
  rule: string;
  fix: (next: string) => string;
  why: (verb: string, next: string) => Explanation;
}[] = [
  {
    verb: /^(depend|depends|depended|depending|dependent)$/,
    next: /^(of|from)$/,
    rule: 'DependOn',
    fix: () => 'on',
    why: (verb) => explained('en.dependOn', { verb }),
  },
  {
    verb: /^(listen|listens|listened|listening)$/,
    next: /^(music|songs|the|a|my|his|her|their|our|your|him|them|me|us|it|radio)$/,
    rule: 'ListenTo',
    fix: (next) => `to ${next}`,
    why: (verb, next) => explained('en.listenTo', { verb, next }),
  },
  // Only me/us: "explain them to me" (them = the rules) is right.
  {
    verb: /^(explain|explains|explained|explaining)$/,
    next: /^(me|us)$/,
    rule: 'ExplainTo',
    fix: (next) => `to ${next}`,
    why: (verb, next) => explained('en.explainTo', { verb, next }),
  },
];

/** "depend of/from" → "depend on"; "listen music" → "listen to music"; "explain me" → "explain to me". */
function verbPrepositions(text: string, tokens: Token[]): CheckIssue[] {
  return scan(tokens, 0, 1, (i) => {
    const [verb, next] = [tokens[i]!, tokens[i + 1]!];
    if (!joined(text, tokens, i, i + 1)) return;
    const v = verb.word.toLowerCase();
    const p = VERB_PREPOSITIONS.find((p) => p.verb.test(v) && p.next.test(next.word));
    if (!p) return;
    return issue(text, next.start, next.end, p.fix(next.word), p.rule, p.why(verb.word, next.word));
  });
}

export function articlePrepositionRules(text: string, tokens: Token[]): CheckIssue[] {
  return [
    ...missingArticle(text, tokens),
    ...timePrepositions(text, tokens),
    ...verbPrepositions(text, tokens),
  ];
}
