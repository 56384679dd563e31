import { explained } from './explain-text.js';
import type { CheckIssue } from './issue.js';
import { issue, joined, sameCase, scan, wordBefore, type Token } from './english-tokens.js';
import { THIRD } from './english-agreement.js';
import { ownEntry } from './own-entry.js';

/**
 * Verb-form and word-form slips learners make often (issue 13): "can to go", "can plays", "more better",
 * "I am interesting in", "went to home", "enjoy to play", "informations". Narrow on purpose: each rule
 * looks for a pattern correct English does not produce.
 */

const SUBJECTS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they']);
/** Plural nouns learners often put before "must to" ("Students must to wear a uniform"). */
const PLURAL_SUBJECTS = new Set(['people', 'students', 'children', 'parents', 'teachers', 'kids', 'pupils']);
const MODALS = new Set(['can', 'could', 'must', 'should', 'might', 'may', 'will', 'would', 'shall']);
/** "…everything I can to help", "…what I could to save it": here "to" starts a purpose clause. */
const PURPOSE_BEFORE = new Set([
  'everything',
  'anything',
  'all',
  'what',
  'whatever',
  'nothing',
  'something',
  'best',
  'much',
  'little',
  'as',
  'more',
  // "I saved where I could to buy a car": a purpose clause after a place, time or condition.
  'where',
  'wherever',
  'when',
  'whenever',
  'if',
  'how',
]);
const NOT_A_VERB = new Set([
  'the',
  'a',
  'an',
  'my',
  'your',
  'his',
  'her',
  'our',
  'their',
  'its',
  'this',
  'that',
  'me',
  'him',
  'them',
  'us',
  'be',
]);

/** "I can to go", "You must to study" → no "to" after a modal. */
function modalTo(text: string, tokens: Token[]): CheckIssue[] {
  return scan(tokens, 1, 2, (i) => {
    const [subject, modal, to, verb] = [tokens[i - 1]!, tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
    const who = subject.word.toLowerCase();
    if (!(SUBJECTS.has(who) || PLURAL_SUBJECTS.has(who)) || !MODALS.has(modal.word) || to.word !== 'to')
      return;
    if (!/^[a-z]+$/.test(verb.word) || NOT_A_VERB.has(verb.word) || !joined(text, tokens, i - 1, i + 2))
      return;
    const before = tokens.slice(Math.max(0, i - 4), i - 1).map((t) => t.word.toLowerCase());
    if (before.some((w) => PURPOSE_BEFORE.has(w))) return;
    return issue(
      text,
      modal.start,
      to.end,
      modal.word,
      'ModalTo',
      explained('en.modalTo', { modal: modal.word, verb: verb.word }),
    );
  });
}

const BASE_OF = Object.fromEntries(Object.entries(THIRD).map(([base, third]) => [third, base]));
const NEGATIVE_DO = new Set(["doesn't", 'doesn’t', "don't", 'don’t', "didn't", 'didn’t']);

/** "She can plays", "He doesn't likes" → the bare verb after a modal or a negative do. */
function modalVerbS(text: string, tokens: Token[]): CheckIssue[] {
  return scan(tokens, 1, 1, (i) => {
    const [subject, aux, verb] = [tokens[i - 1]!, tokens[i]!, tokens[i + 1]!];
    const base = ownEntry(BASE_OF, verb.word);
    if (!base || !SUBJECTS.has(subject.word.toLowerCase()) || !joined(text, tokens, i - 1, i + 1)) return;
    if (!MODALS.has(aux.word) && !NEGATIVE_DO.has(aux.word.toLowerCase())) return;
    return issue(
      text,
      verb.start,
      verb.end,
      base,
      'BareVerbAfterAuxiliary',
      explained('en.bareAfterAuxiliary', { aux: aux.word, verb: base }),
    );
  });
}

const COMPARATIVES = new Set(
  `better worse bigger smaller taller shorter older younger easier harder happier cheaper faster larger stronger
nicer greater colder hotter warmer richer poorer busier heavier prettier smarter safer healthier wiser quieter
louder funnier lazier friendlier`.split(/\s+/),
);
const SUPERLATIVES = new Set(
  `best worst biggest smallest tallest shortest oldest youngest easiest hardest happiest cheapest fastest largest
strongest nicest greatest coldest hottest warmest richest poorest busiest heaviest prettiest smartest safest
healthiest funniest laziest friendliest`.split(/\s+/),
);
/** After the comparative: end of clause, "than" or a linking word. "more older people" (a larger number) is fine. */
const AFTER_COMPARATIVE =
  /^(than|and|but|now|today|because|for|in|at|to|with|so|when|if|too|then|than|every|all|here|there)$/;

/** "more better", "the most easiest" → one comparison, not two. */
function doubleComparison(text: string, tokens: Token[]): CheckIssue[] {
  return scan(tokens, 0, 1, (i) => {
    const [more, adj] = [tokens[i]!, tokens[i + 1]!];
    const m = more.word.toLowerCase();
    const fits = (m === 'more' && COMPARATIVES.has(adj.word)) || (m === 'most' && SUPERLATIVES.has(adj.word));
    if (!fits || !joined(text, tokens, i, i + 1)) return;
    const next = tokens[i + 2];
    const clauseEnds = !next || text.slice(adj.end, next.start).trim() !== '';
    // "most easiest test" is never right; "more older people" can be (a larger number of older people).
    if (m === 'more' && !clauseEnds && !AFTER_COMPARATIVE.test(next.word.toLowerCase())) return;
    if (/^(any|no|some|many|much|one|two|three|few|lot|several)$/.test(wordBefore(text, tokens, i))) return;
    return issue(
      text,
      more.start,
      adj.end,
      sameCase(more.word, adj.word),
      'DoubleComparison',
      explained('en.doubleComparison', { adjective: adj.word, more: more.word }),
    );
  });
}

/** Short adjectives whose comparative is one word: "more easy" → "easier". */
const SHORT_COMPARATIVE: Record<string, string> = {
  easy: 'easier',
  big: 'bigger',
  small: 'smaller',
  cheap: 'cheaper',
  fast: 'faster',
  old: 'older',
  young: 'younger',
  tall: 'taller',
  short: 'shorter',
  hot: 'hotter',
  cold: 'colder',
  nice: 'nicer',
  busy: 'busier',
  long: 'longer',
  strong: 'stronger',
  high: 'higher',
  low: 'lower',
  large: 'larger',
  early: 'earlier',
  late: 'later',
  hard: 'harder',
  heavy: 'heavier',
  rich: 'richer',
  poor: 'poorer',
  warm: 'warmer',
  quick: 'quicker',
  slow: 'slower',
  new: 'newer',
};

/** "more easy than" → "easier than"; only before "than" or at the end of a clause ("more cheap flights" is fine). */
function moreShortAdjective(text: string, tokens: Token[]): CheckIssue[] {
  return scan(tokens, 0, 1, (i) => {
    const [more, adj] = [tokens[i]!, tokens[i + 1]!];
    const comparative = ownEntry(SHORT_COMPARATIVE, adj.word);
    if (more.word.toLowerCase() !== 'more' || !comparative || !joined(text, tokens, i, i + 1)) return;
    const next = tokens[i + 2];
    const clauseEnds = !next || text.slice(adj.end, next.start).trim() !== '';
    if (!clauseEnds && !/^(than|to|for|and|but|now|because|so|when|if)$/i.test(next.word)) return;
    if (/^(any|no|some|many|much|one|two|three|few|lot|several|the)$/.test(wordBefore(text, tokens, i)))
      return;
    return issue(
      text,
      more.start,
      adj.end,
      sameCase(more.word, comparative),
      'ShortComparative',
      explained('en.shortComparative', { comparative, adjective: adj.word }),
    );
  });
}

/** "I am interesting in music" → "interested": the learner means their interest, not being interesting. */
function interestedIn(text: string, tokens: Token[]): CheckIssue[] {
  return scan(tokens, 1, 1, (i) => {
    const [be, adj, inWord] = [tokens[i - 1]!, tokens[i]!, tokens[i + 1]!];
    if (!/^(i['’]m|we['’]re|am)$/i.test(be.word) || adj.word !== 'interesting' || inWord.word !== 'in')
      return;
    if (be.word === 'am' && !/^i$/i.test(tokens[i - 2]?.word ?? '')) return;
    if (!joined(text, tokens, i - 1, i + 1)) return;
    return issue(
      text,
      adj.start,
      adj.end,
      'interested',
      'InterestedIn',
      explained('en.interestedIn'),
      'vocabulary',
    );
  });
}

const MOTION =
  /^(go|goes|went|going|gone|come|comes|came|coming|get|gets|got|getting|return|returns|returned|returning|walk|walked|drive|drove|run|ran|hurry|hurried|rush|rushed|head|headed|arrive|arrived)$/;
/** After "home": end of clause or an adverb, so "home" is the place, not "home games", "home page". */
const AFTER_HOME =
  /^(at|early|late|after|before|with|by|and|because|now|yesterday|today|tonight|last|next|this|every|someday|then|for|on|in|again|alone|together|so|when|but|soon|quickly|straight|directly)$/;

/** "I went to home" → "went home" (also abroad, there): these take no "to" after a verb of motion. */
function toHome(text: string, tokens: Token[]): CheckIssue[] {
  return scan(tokens, 0, 2, (i) => {
    const [verb, to, home] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
    if (!MOTION.test(verb.word.toLowerCase()) || to.word !== 'to' || !/^(home|abroad|there)$/.test(home.word))
      return;
    if (!joined(text, tokens, i, i + 2)) return;
    const next = tokens[i + 3];
    if (next && text.slice(home.end, next.start) === ' ' && !AFTER_HOME.test(next.word.toLowerCase())) return;
    return issue(
      text,
      to.start,
      home.end,
      home.word,
      'ToHome',
      explained('en.homeWithoutTo', { home: home.word, verb: verb.word }),
    );
  });
}

const ING: Record<string, string> = {
  play: 'playing',
  read: 'reading',
  watch: 'watching',
  go: 'going',
  swim: 'swimming',
  cook: 'cooking',
  dance: 'dancing',
  write: 'writing',
  listen: 'listening',
  sing: 'singing',
  walk: 'walking',
  run: 'running',
  learn: 'learning',
  study: 'studying',
  draw: 'drawing',
  paint: 'painting',
  ride: 'riding',
  spend: 'spending',
  meet: 'meeting',
  work: 'working',
  visit: 'visiting',
  talk: 'talking',
  eat: 'eating',
  be: 'being',
  have: 'having',
  do: 'doing',
  make: 'making',
  take: 'taking',
  see: 'seeing',
  speak: 'speaking',
  drive: 'driving',
  live: 'living',
  help: 'helping',
  shop: 'shopping',
  sleep: 'sleeping',
};

/** "I enjoy to play" → "enjoy playing": enjoy, avoid and finish take -ing, never "to". */
function enjoyTo(text: string, tokens: Token[]): CheckIssue[] {
  return scan(tokens, 0, 2, (i) => {
    const [verb, to, next] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
    const ing = ownEntry(ING, next.word);
    if (
      !/^(enjoy|enjoys|enjoyed|enjoying|avoid|avoids|avoided|avoiding|finish|finishes|finished)$/i.test(
        verb.word,
      )
    )
      return;
    if (to.word !== 'to' || !ing || !joined(text, tokens, i, i + 2)) return;
    return issue(
      text,
      to.start,
      next.end,
      ing,
      'VerbIng',
      explained('en.ingAfterVerb', { verb: verb.word, ing }),
    );
  });
}

/** "I look forward to hear from you" → "hearing": here "to" is a preposition, so the verb takes -ing. */
function lookForwardTo(text: string, tokens: Token[]): CheckIssue[] {
  return scan(tokens, 0, 3, (i) => {
    const [look, forward, to, verb] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!, tokens[i + 3]!];
    if (!/^(look|looks|looked|looking)$/i.test(look.word) || forward.word !== 'forward' || to.word !== 'to')
      return;
    const ing = ownEntry(ING, verb.word) ?? ownEntry(ING_EXTRA, verb.word);
    if (!ing || !joined(text, tokens, i, i + 3)) return;
    return issue(text, verb.start, verb.end, ing, 'LookForwardTo', explained('en.lookForwardTo', { ing }));
  });
}
const ING_EXTRA: Record<string, string> = {
  hear: 'hearing',
  receive: 'receiving',
  get: 'getting',
  come: 'coming',
  start: 'starting',
};

/** "He said me that…" → "told me": "say" takes no person as its object. */
function saidMe(text: string, tokens: Token[]): CheckIssue[] {
  const TOLD: Record<string, string> = { say: 'tell', says: 'tells', said: 'told', saying: 'telling' };
  return scan(tokens, 0, 2, (i) => {
    const [say, person, next] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
    const tell = ownEntry(TOLD, say.word);
    if (!tell || !/^(me|him|her|us|them)$/.test(person.word) || !/^(that|to)$/.test(next.word)) return;
    if (!joined(text, tokens, i, i + 2)) return;
    return issue(
      text,
      say.start,
      say.end,
      tell,
      'SayTell',
      explained('en.tellSay', { tell, person: person.word }),
      'vocabulary',
    );
  });
}

const ACTIVITIES =
  /^(shopping|swimming|fishing|skiing|hiking|dancing|camping|running|sightseeing|jogging|surfing|sailing|cycling|climbing|skating|bowling)$/;
const AFTER_ACTIVITY =
  /^(with|in|at|on|and|yesterday|today|tomorrow|every|last|next|together|again|but|because|for|after|before|when|so|or)$/;

/** "We went to shopping" → "went shopping": go + an -ing activity takes no "to". */
function goShopping(text: string, tokens: Token[]): CheckIssue[] {
  return scan(tokens, 0, 2, (i) => {
    const [go, to, activity] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
    if (!/^(go|goes|went|going|gone)$/i.test(go.word) || to.word !== 'to' || !ACTIVITIES.test(activity.word))
      return;
    if (!joined(text, tokens, i, i + 2)) return;
    const next = tokens[i + 3];
    // "went to swimming lessons": the -ing word is part of a noun.
    if (next && text.slice(activity.end, next.start) === ' ' && !AFTER_ACTIVITY.test(next.word.toLowerCase()))
      return;
    return issue(
      text,
      to.start,
      activity.end,
      activity.word,
      'GoActivity',
      explained('en.goActivity', { go: go.word, activity: activity.word }),
    );
  });
}

/**
 * "I would like to became", "she can went" → the base verb: after "to" or a modal, never a simple past.
 * Only past forms that are neither a noun nor a base form elsewhere (not saw, fell, left, found).
 */
const PAST_TO_BASE: Record<string, string> = {
  went: 'go',
  became: 'become',
  came: 'come',
  ate: 'eat',
  wrote: 'write',
  took: 'take',
  gave: 'give',
  knew: 'know',
  drank: 'drink',
  began: 'begin',
  sang: 'sing',
  swam: 'swim',
  ran: 'run',
  flew: 'fly',
  grew: 'grow',
  threw: 'throw',
  broke: 'break',
  chose: 'choose',
  drove: 'drive',
  forgot: 'forget',
  bought: 'buy',
  brought: 'bring',
  thought: 'think',
  taught: 'teach',
  caught: 'catch',
  spoke: 'speak',
  did: 'do',
  was: 'be',
  were: 'be',
};
const TO_OR_MODAL = /^(to|can|could|must|should|might|may|will|would|shall)$/;

function pastAfterTo(text: string, tokens: Token[]): CheckIssue[] {
  return scan(tokens, 1, 0, (i) => {
    const verb = tokens[i]!;
    const base = ownEntry(PAST_TO_BASE, verb.word);
    const before = wordBefore(text, tokens, i);
    // Lower-case as typed: "May was hot", "Will was here" are a month and a name.
    if (!base || !TO_OR_MODAL.test(before) || tokens[i - 1]!.word !== before) return;
    // "from thought to thought", "the can was empty": a noun, not a verb, around the word.
    if (before === 'to' && /^(thought|broke)$/.test(verb.word)) return; // "from rich to broke"
    if (
      /^(the|a|an|his|her|my|their|our|your|this|that|free|own|good|every|each|no)$/.test(
        wordBefore(text, tokens, i - 1),
      )
    )
      return;
    // "to" as a preposition before was/were/did cannot be told apart cheaply ("next to was"): skip those.
    if (before === 'to' && /^(was|were|did)$/.test(verb.word)) return;
    return issue(
      text,
      verb.start,
      verb.end,
      base,
      'BaseAfterToOrModal',
      explained('en.baseAfter', { before, verb: base }),
    );
  });
}

const INTENSIFIERS = /^(very|so|really|too|quite)$/;
const IT_ADJECTIVES =
  /^(important|necessary|possible|impossible|difficult|easy|hard|better|true|clear|normal|interesting|obvious|essential|hot|cold|warm|sunny|rainy|windy|nice|good|bad|fun|boring|beautiful|great|late|early|expensive|cheap|strange|funny|amazing|incredible|terrible)$/;

/** "Is very important to study" → "It is": English needs a subject, even a dummy "it". */
function missingIt(text: string, tokens: Token[]): CheckIssue[] {
  return scan(tokens, 0, 1, (i) => {
    const [is, next] = [tokens[i]!, tokens[i + 1]!];
    // The adjective must describe a situation ("Is very hot"), not a person who dropped "I" ("Was very tired").
    const adjective = INTENSIFIERS.test(next.word) ? (tokens[i + 2]?.word ?? '') : next.word;
    if (!/^(Is|Was)$/.test(is.word) || !IT_ADJECTIVES.test(adjective)) return;
    const head = text.slice(0, is.start).trimEnd();
    const sentenceEnd = text.slice(is.end).search(/[.!?\n]/);
    const question = sentenceEnd !== -1 && text[is.end + sentenceEnd] === '?';
    if ((head !== '' && !/[.!?\n]$/.test(head)) || question || !joined(text, tokens, i, i + 1)) return;
    return issue(
      text,
      is.start,
      is.end,
      `It ${is.word.toLowerCase()}`,
      'MissingSubjectIt',
      explained('en.missingSubjectIt', { be: is.word.toLowerCase() }),
    );
  });
}

export function verbFormRules(text: string, tokens: Token[]): CheckIssue[] {
  return [
    ...modalTo(text, tokens),
    ...modalVerbS(text, tokens),
    ...doubleComparison(text, tokens),
    ...moreShortAdjective(text, tokens),
    ...interestedIn(text, tokens),
    ...toHome(text, tokens),
    ...enjoyTo(text, tokens),
    ...lookForwardTo(text, tokens),
    ...saidMe(text, tokens),
    ...goShopping(text, tokens),
    ...pastAfterTo(text, tokens),
    ...missingIt(text, tokens),
  ];
}
