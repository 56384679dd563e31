import { explained } from './explain-text.js';
import type { CheckIssue, Explanation } from './issue.js';
import { issue, sameCase, type Token } from './english-tokens.js';

/**
 * Word forms learners get wrong where harper's spelling guess is worse than useless: contractions
 * without an apostrophe (dont → "dent", Im → "I"), irregular plurals (lifes → "lies"), uncountable
 * plurals (homeworks → "homework's") and a few frequent misspellings harper mends wrongly
 * (untill → "distill", recieve → "relieve"). Lists written for this project.
 */

const CONTRACTIONS: Record<string, string> = {
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  werent: "weren't",
  havent: "haven't",
  hasnt: "hasn't",
  hadnt: "hadn't",
  im: "I'm",
  ive: "I've",
  youre: "you're",
  theyre: "they're",
  thats: "that's",
  whats: "what's",
  theres: "there's",
  shes: "she's",
};

const IRREGULAR_PLURALS: Record<string, string> = {
  lifes: 'lives',
  wifes: 'wives',
  knifes: 'knives',
  childrens: 'children',
  childs: 'children',
  womans: 'women',
  tooths: 'teeth',
  sheeps: 'sheep',
  peoples: 'people',
};

const UNCOUNTABLE: Record<string, string> = {
  informations: 'information',
  advices: 'advice',
  homeworks: 'homework',
  furnitures: 'furniture',
  equipments: 'equipment',
  luggages: 'luggage',
  baggages: 'baggage',
  knowledges: 'knowledge',
  feedbacks: 'feedback',
};

const MISSPELLINGS: Record<string, string> = {
  untill: 'until',
  recieve: 'receive',
  recieved: 'received',
  beleive: 'believe',
  beleived: 'believed',
  definately: 'definitely',
  tommorow: 'tomorrow',
  tommorrow: 'tomorrow',
  wich: 'which',
  becouse: 'because',
  beacause: 'because',
  beautifull: 'beautiful',
  wonderfull: 'wonderful',
  realy: 'really',
  finaly: 'finally',
  enviroment: 'environment',
  goverment: 'government',
  acommodation: 'accommodation',
  accomodation: 'accommodation',
  diferent: 'different',
};

/** "peoples" is right for nations ("the peoples of Europe", "indigenous peoples"). */
const PEOPLES_OK_BEFORE =
  /\b(indigenous|native|different|various|many|all|two|several|neighbou?ring|ancient|first|tribal)\s+$/i;
/** "childrens books" means "children's": only a verb or a clause break after it shows a plural. */
const AFTER_PLURAL =
  /^(are|were|is|was|have|had|and|in|at|to|who|from|with|play|like|love|go|went|can|will|do|don't)$/i;

/** he, she or it right before a word: its verb takes -s (he doesn't). */
const THIRD_PERSON_BEFORE = /(^|[^\p{L}'’])(he|she|it) $/iu;

function fromList(
  text: string,
  tokens: Token[],
  list: Record<string, string>,
  rule: string,
  explain: (word: string, fix: string) => Explanation,
  category: CheckIssue['category'],
): CheckIssue[] {
  const out: CheckIssue[] = [];
  for (const t of tokens) {
    // Own keys only: a learner's "constructor" is a word, not the table's prototype.
    const listed = Object.hasOwn(list, t.word.toLowerCase()) ? list[t.word.toLowerCase()] : undefined;
    if (!listed) continue;
    // "she dont" is "she doesn't": after he/she/it the contraction is of "does not".
    const fix = listed === "don't" && THIRD_PERSON_BEFORE.test(text.slice(0, t.start)) ? "doesn't" : listed;
    const lower = t.word.toLowerCase();
    const after = text.slice(t.end).match(/^ ([\p{L}']+)/u)?.[1];
    if (lower === 'peoples' && (PEOPLES_OK_BEFORE.test(text.slice(0, t.start)) || after === 'of')) continue;
    if (/^(childrens|peoples)$/.test(lower) && after && !AFTER_PLURAL.test(after)) continue;
    // "Im" → "I'm" keeps its capital I whatever the learner typed.
    const corrected = fix.startsWith('I') ? fix : sameCase(t.word, fix);
    out.push(issue(text, t.start, t.end, corrected, rule, explain(t.word, corrected), category));
  }
  return out;
}

export function wordFormRules(text: string, tokens: Token[]): CheckIssue[] {
  return [
    ...fromList(
      text,
      tokens,
      CONTRACTIONS,
      'Apostrophe',
      (w, f) =>
        f === "doesn't"
          ? explained('en.apostropheDoes', { fixed: f })
          : explained('en.apostrophe', { fixed: f }),
      'punctuation',
    ),
    ...fromList(
      text,
      tokens,
      IRREGULAR_PLURALS,
      'IrregularPlural',
      (w, f) => explained('en.irregularPlural', { fixed: f }),
      'grammar',
    ),
    ...fromList(
      text,
      tokens,
      UNCOUNTABLE,
      'UncountableNoun',
      (w, f) => explained('en.uncountable', { fixed: f }),
      'grammar',
    ),
    ...fromList(
      text,
      tokens,
      MISSPELLINGS,
      'CommonMisspelling',
      (w, f) => explained('en.misspelling', { fixed: f }),
      'spelling',
    ),
  ];
}
