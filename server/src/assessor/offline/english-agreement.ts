import { explained } from './explain-text.js';
import type { CheckIssue } from './issue.js';
import {
  BARE_VERB_BEFORE,
  PREPOSITIONS,
  issue,
  joined,
  scan,
  subjunctiveContext,
  wordBefore,
  type Token,
} from './english-tokens.js';
import { ownEntry } from './own-entry.js';

/**
 * Subject–verb agreement slips learners make often (issue 13): "he like", "the teacher explain",
 * "people is", "there is many". Each rule only speaks when the words around it leave no other reading.
 */

/** Common verbs a learner leaves without -s, and their third-person form. */
export const THIRD: Record<string, string> = {
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
  write: 'writes',
  make: 'makes',
  take: 'takes',
  come: 'comes',
  get: 'gets',
  feel: 'feels',
  seem: 'seems',
  mean: 'means',
  understand: 'understands',
  remember: 'remembers',
  forget: 'forgets',
  believe: 'believes',
  explain: 'explains',
  sing: 'sings',
  buy: 'buys',
  wear: 'wears',
  tell: 'tells',
  give: 'gives',
  become: 'becomes',
  bring: 'brings',
  leave: 'leaves',
  arrive: 'arrives',
  agree: 'agrees',
  listen: 'listens',
  learn: 'learns',
  try: 'tries',
  sleep: 'sleeps',
  visit: 'visits',
  help: 'helps',
  use: 'uses',
  look: 'looks',
  walk: 'walks',
  run: 'runs',
  swim: 'swims',
  dance: 'dances',
  start: 'starts',
  finish: 'finishes',
  open: 'opens',
  wash: 'washes',
  miss: 'misses',
  cost: 'costs',
};

/** Verbs that are just as often nouns ("the school play", "my weekend work"): after a noun only a person's. */
const NOUN_LIKE = new Set(
  'like love need work play study watch cook drive help use look walk run swim dance start finish visit sleep try wash miss cost open leave'.split(
    ' ',
  ),
);

/** Nouns naming people and pets: "my mother cook" cannot be a compound noun. */
const PERSON = new Set(
  `mother father sister brother friend teacher son daughter wife husband boss cousin aunt uncle grandmother
grandfather grandma grandpa granny mum mom dad mummy daddy neighbour neighbor boyfriend girlfriend partner baby
dog cat doctor student classmate roommate flatmate colleague child kid boy girl man woman person teenager`.split(
    /\s+/,
  ),
);

/** Nouns without -s that are plural, collective (British "the team play") or adjectives used as nouns. */
const NOT_SINGULAR = new Set(
  `people children men women police family team staff own feet teeth mice sheep fish data media cattle folk
government council committee company audience crowd class group band jury board club crew management press
public majority rest number couple youth clergy deer rich poor young old elderly sick unemployed homeless dead
wealthy brave living innocent guilty
wounded blind deaf disabled injured one same other others first last next best most latter former following`.split(
    /\s+/,
  ),
);

const DETERMINERS = new Set(['my', 'your', 'his', 'her', 'our', 'their', 'the', 'this']);
const THIRD_PRONOUNS = new Set([
  'he',
  'she',
  'it',
  'everybody',
  'everyone',
  'somebody',
  'someone',
  'nobody',
  'anybody',
  'anyone',
]);
const INDEFINITE = /^(everybody|everyone|somebody|someone|nobody|anybody|anyone)$/i;
/** Adverbs that sit between subject and verb ("he never drive", "my sister always play"). */
const MID_ADVERBS =
  /^(always|usually|often|sometimes|never|rarely|seldom|also|really|still|only|just|normally|generally)$/;

/** Index of the verb after a subject at `at`, past one mid-position adverb. */
function verbIndex(tokens: Token[], at: number): number {
  return MID_ADVERBS.test(tokens[at]?.word ?? '') ? at + 1 : at;
}

/** Before he/she/it, a be-form or "what's" asks a question ("Is she like her mother?", "What's it like?"). */
const QUESTION_BEFORE = /^(is|was|isn't|wasn't|am|are|were|be|been|\S+['’]s)$/;

/**
 * "He like football", "it work", "everybody have" → -s. Harper finds "she go"; this covers the verbs it
 * lets through and the indefinite pronouns (everyone, nobody…), which are singular.
 */
function pronounVerb(text: string, tokens: Token[]): CheckIssue[] {
  return scan(tokens, 0, 1, (i) => {
    const v = verbIndex(tokens, i + 1);
    const [subject, verb] = [tokens[i]!, tokens[v]];
    if (!verb) return;
    // "Everybody are" → "is": he/she/it + are is harper's.
    const third =
      verb.word === 'are' && INDEFINITE.test(subject.word) && v === i + 1 ? 'is' : ownEntry(THIRD, verb.word);
    if (!THIRD_PRONOUNS.has(subject.word.toLowerCase()) || !third || !joined(text, tokens, i, v)) return;
    const prev = wordBefore(text, tokens, i);
    if (BARE_VERB_BEFORE.has(prev) || QUESTION_BEFORE.test(prev) || subjunctiveContext(text, subject.start))
      return;
    // "read" and "put" are past forms too; THIRD has none of those, but "she cost" could be past: skip it.
    if (verb.word === 'cost') return;
    return issue(
      text,
      verb.start,
      verb.end,
      third,
      'ThirdPersonS',
      explained('en.thirdPersonS', { subject: subject.word, verb: third }),
    );
  });
}

/**
 * "My sister like chocolate", "The teacher explain" → -s: a possessive, "the" or "this", one lower-case
 * singular noun, then a common verb. A verb that is often a noun too only counts after a person
 * ("my mother cook", not "the school play"). Silent after words that take a bare verb (let my son go,
 * did my mother like, and), after a preposition (at the station take the bus), in the subjunctive.
 */
function nounVerb(text: string, tokens: Token[]): CheckIssue[] {
  return scan(tokens, 0, 2, (i) => {
    const v = verbIndex(tokens, i + 2);
    const [det, noun, verb] = [tokens[i]!, tokens[i + 1]!, tokens[v]];
    if (!verb) return;
    const third = ownEntry(THIRD, verb.word);
    if (!DETERMINERS.has(det.word.toLowerCase()) || !third || !joined(text, tokens, i, v)) return;
    if (!/^[a-z]+$/.test(noun.word) || /s$/.test(noun.word) || NOT_SINGULAR.has(noun.word)) return;
    if (NOUN_LIKE.has(verb.word) && !PERSON.has(noun.word)) return;
    const prev = wordBefore(text, tokens, i);
    if (BARE_VERB_BEFORE.has(prev) || PREPOSITIONS.has(prev) || subjunctiveContext(text, det.start)) return;
    if (/^(is|was|are|were)$/.test(prev)) return; // "Is the teacher like…?"
    return issue(
      text,
      verb.start,
      verb.end,
      third,
      'SingularNounVerb',
      explained('en.singularNounVerb', { det: det.word, noun: noun.word, verb: third }),
    );
  });
}

const PLURAL_PEOPLE = new Set(['people', 'children', 'men', 'women']);
const TO_PLURAL: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
};

/** "People is friendly" → "are": people, children, men and women are plural. */
function pluralPeople(text: string, tokens: Token[]): CheckIssue[] {
  return scan(tokens, 0, 1, (i) => {
    const [noun, verb] = [tokens[i]!, tokens[i + 1]!];
    const plural = ownEntry(TO_PLURAL, verb.word.replace('’', "'"));
    if (!PLURAL_PEOPLE.has(noun.word.toLowerCase()) || !plural || !joined(text, tokens, i, i + 1)) return;
    // "The number of people is…", "a people is…", "Which people is he…?"
    const before = tokens.slice(Math.max(0, i - 4), i).map((t) => t.word.toLowerCase());
    if (before.includes('of') || /^(a|each|every|one)$/.test(before.at(-1) ?? '')) return;
    if (/^(he|she|it|this|that|there|you|i|we|they)$/i.test(tokens[i + 2]?.word ?? '')) return;
    if (/["“”]/.test(text.slice(Math.max(0, noun.start - 1), noun.start))) return;
    return issue(
      text,
      verb.start,
      verb.end,
      plural,
      'PluralNounVerb',
      explained('en.pluralNounVerb', { noun: noun.word, verb: plural }),
    );
  });
}

/** "There is many people" → "There are": many, several and numbers above one are plural. */
function thereIsMany(text: string, tokens: Token[]): CheckIssue[] {
  return scan(tokens, 0, 2, (i) => {
    const [there, be, count] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
    if (there.word.toLowerCase() !== 'there' || !/^(is|was)$/.test(be.word)) return;
    if (
      !/^(many|several|two|three|four|five|six|seven|eight|nine|ten|\d*[2-9]|\d+0)$/.test(
        count.word.toLowerCase(),
      )
    )
      return;
    if (!joined(text, tokens, i, i + 2) || tokens[i + 3]?.word.toLowerCase() === 'a') return; // "many a"
    const plural = be.word === 'is' ? 'are' : 'were';
    return issue(
      text,
      be.start,
      be.end,
      plural,
      'ThereArePlural',
      explained('en.thereArePlural', { verb: plural, count: count.word }),
    );
  });
}

export function agreementRules(text: string, tokens: Token[]): CheckIssue[] {
  return [
    ...pronounVerb(text, tokens),
    ...nounVerb(text, tokens),
    ...pluralPeople(text, tokens),
    ...thereIsMany(text, tokens),
  ];
}
