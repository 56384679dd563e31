import { explained } from './explain-text.js';
import type { CheckIssue } from './issue.js';
import { issue, sameCase, scan, wordBefore, type Token } from './english-tokens.js';

/**
 * Regularised past forms ("buyed", "goed", "teached" → bought, went, taught; "has eated" → eaten): the
 * simple past, or the participle after have/be. Harper knows many of these but sometimes offers the
 * participle where the past is needed ("he goed" → "gone"), so this rule decides the form from the word
 * before. Written for this project; base → [past, participle].
 */
export const IRREGULAR: Record<string, [string, string]> = {
  go: ['went', 'gone'],
  buy: ['bought', 'bought'],
  teach: ['taught', 'taught'],
  eat: ['ate', 'eaten'],
  catch: ['caught', 'caught'],
  think: ['thought', 'thought'],
  bring: ['brought', 'brought'],
  run: ['ran', 'run'],
  swim: ['swam', 'swum'],
  write: ['wrote', 'written'],
  speak: ['spoke', 'spoken'],
  take: ['took', 'taken'],
  give: ['gave', 'given'],
  come: ['came', 'come'],
  know: ['knew', 'known'],
  drink: ['drank', 'drunk'],
  sleep: ['slept', 'slept'],
  feel: ['felt', 'felt'],
  keep: ['kept', 'kept'],
  fall: ['fell', 'fallen'],
  forget: ['forgot', 'forgotten'],
  get: ['got', 'got'],
  make: ['made', 'made'],
  say: ['said', 'said'],
  pay: ['paid', 'paid'],
  meet: ['met', 'met'],
  sit: ['sat', 'sat'],
  stand: ['stood', 'stood'],
  understand: ['understood', 'understood'],
  win: ['won', 'won'],
  lose: ['lost', 'lost'],
  spend: ['spent', 'spent'],
  send: ['sent', 'sent'],
  build: ['built', 'built'],
  break: ['broke', 'broken'],
  choose: ['chose', 'chosen'],
  drive: ['drove', 'driven'],
  fly: ['flew', 'flown'],
  grow: ['grew', 'grown'],
  hurt: ['hurt', 'hurt'],
  cut: ['cut', 'cut'],
  hit: ['hit', 'hit'],
  read: ['read', 'read'],
  ride: ['rode', 'ridden'],
  sell: ['sold', 'sold'],
  steal: ['stole', 'stolen'],
  tell: ['told', 'told'],
  throw: ['threw', 'thrown'],
  wear: ['wore', 'worn'],
  find: ['found', 'found'],
  hold: ['held', 'held'],
  lend: ['lent', 'lent'],
  mean: ['meant', 'meant'],
  leave: ['left', 'left'],
  begin: ['began', 'begun'],
  sing: ['sang', 'sung'],
  see: ['saw', 'seen'],
  fight: ['fought', 'fought'],
  feed: ['fed', 'fed'],
  hear: ['heard', 'heard'],
  become: ['became', 'become'],
  draw: ['drew', 'drawn'],
  shake: ['shook', 'shaken'],
  wake: ['woke', 'woken'],
  forgive: ['forgave', 'forgiven'],
  hide: ['hid', 'hidden'],
};

/** The regularised spellings learners write: goed, buyed, teached, runned, writed, maked, payed… */
const REGULARISED = new Map<string, string>();
for (const base of Object.keys(IRREGULAR)) {
  const stems = [
    `${base}ed`,
    base.endsWith('e') ? `${base}d` : '',
    /[^aeiou][aeiou][nmtg]$/.test(base) ? `${base}${base.at(-1)}ed` : '',
  ];
  if (base.endsWith('y') && !/[aeiou]y$/.test(base)) stems.push(`${base.slice(0, -1)}ied`);
  for (const s of stems) if (s) REGULARISED.set(s, base);
}
// Real English words that the patterns above also produce.
for (const real of ['seed', 'waked', 'leaved', 'flied', 'sited', 'wined', 'singed', 'hided'])
  REGULARISED.delete(real);

const PARTICIPLE_BEFORE =
  /^(have|has|had|having|i['’]ve|you['’]ve|we['’]ve|they['’]ve|been|be|being|was|were|is|are|am|get|got|gets|never|already|just|not|ever)$/;

export function regularisedPast(text: string, tokens: Token[]): CheckIssue[] {
  return scan(tokens, 0, 0, (i) => {
    const t = tokens[i]!;
    const base = REGULARISED.get(t.word.toLowerCase());
    if (!base) return;
    const [past, participle] = IRREGULAR[base]!;
    // "has never goed", "was already teached": look past one adverb.
    const prev = wordBefore(text, tokens, i);
    const prev2 = /^(never|already|just|not|ever)$/.test(prev) ? wordBefore(text, tokens, i - 1) : prev;
    const form = PARTICIPLE_BEFORE.test(prev) && PARTICIPLE_BEFORE.test(prev2) ? participle : past;
    return issue(
      text,
      t.start,
      t.end,
      sameCase(t.word, form),
      'IrregularVerb',
      explained('en.irregular', { base, past, participle }),
    );
  });
}
