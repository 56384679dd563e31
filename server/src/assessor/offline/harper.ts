import type { CorrectionCategory } from '@inkwell/contract';
import { Dialect, LocalLinter, SuggestionKind, type Lint } from 'harper.js';
import { binary } from 'harper.js/binary';
import { learnerDistance } from './hunspell.js';
import { explained } from './explain-text.js';
import { asFlag, type CheckIssue } from './issue.js';
import { COMMON_ENGLISH, UNSUITABLE_SUGGESTIONS } from './english-common.js';
import { isKnownOutsideDictionary } from './english-foreign.js';
import { learnerRules } from './english-rules.js';

/**
 * English grammar and spelling with harper (WASM, loaded from the package's own file, no network).
 * One linter per process, created on first use; its calls run synchronously, which is why the offline
 * checker lives in a worker thread (docs/decisions/052-offline-assessor.md).
 */

let linter: LocalLinter | null = null;
let descriptions: Promise<Record<string, string>> | null = null;
const dialectLinters = new Map<Dialect, LocalLinter>();

function getLinter(): LocalLinter {
  linter ??= new LocalLinter({ binary, dialect: Dialect.American });
  return linter;
}

/** The learner's variant from a profile code ('en-GB' → British); null: any standard spelling is fine. */
export function dialectOf(code: string): Dialect | null {
  const region = code.split(/[-_]/)[1]?.toUpperCase();
  const byRegion: Record<string, Dialect> = {
    US: Dialect.American,
    GB: Dialect.British,
    UK: Dialect.British,
    IE: Dialect.British,
    AU: Dialect.Australian,
    NZ: Dialect.Australian,
    CA: Dialect.Canadian,
    IN: Dialect.Indian,
  };
  return region ? (byRegion[region] ?? null) : null;
}

/** Whether the dictionary of another standard variant knows `word` (colour, organise, travelled). */
const variantWords = new Map<string, boolean>();
async function knownInAnyDialect(word: string): Promise<boolean> {
  const cached = variantWords.get(word);
  if (cached !== undefined) return cached;
  if (variantWords.size > 5000) variantWords.clear();
  const known = await lookUpVariants(word);
  variantWords.set(word, known);
  return known;
}

async function lookUpVariants(word: string): Promise<boolean> {
  for (const d of [Dialect.British, Dialect.Canadian, Dialect.Australian]) {
    let l = dialectLinters.get(d);
    if (!l) dialectLinters.set(d, (l = new LocalLinter({ binary, dialect: d })));
    const lints = await l.lint(word, { language: 'plaintext' });
    const spelling = lints.some((x) => x.lint_kind() === 'Spelling');
    for (const x of lints) x.free();
    if (!spelling) return true;
  }
  return false;
}

/** Harper rules whose guess a learner rule on the same words replaces (homeworks → "homework's", goed → "gone"). */
// SimplePastToPastParticiple makes "Yesterday I have went" "have gone"; PastTimePerfect knows the past
// time asks for "went" (issue 22).
const OVERRIDDEN_BY_LEARNER_RULES = new Set([
  'SpellCheck',
  'RegularIrregulars',
  'SimplePastToPastParticiple',
]);

/** Lint kinds that are matters of style or layout rather than mistakes a learner should fix. */
const IGNORED_KINDS = new Set(['Readability', 'Style', 'Enhancement', 'Formatting', 'Redundancy']);
/** Rules that fire on correct learner English too often to be worth the noise. */
// (SentenceCapitalization stays on: right 5 of 7 times on learner text, issue 13.)
// WrongNegative offers nonsense on learner words (uni → "dei", untill → "distill").
const IGNORED_RULES = new Set(['SpelledNumbers', 'LongSentences', 'ExpandTimeShorthands', 'WrongNegative']);

/**
 * `variant`: the learner's profile code ('en', 'en-GB'). Without a region, British, Canadian and
 * Australian spellings are accepted as well as American ones.
 */
export async function lintEnglish(
  text: string,
  variant = 'en',
): Promise<{ issues: CheckIssue[]; rules: Record<string, string> }> {
  const dialect = dialectOf(variant);
  const l = getLinter();
  if (dialect !== null && (await l.getDialect()) !== dialect) await l.setDialect(dialect);
  if (dialect === null && (await l.getDialect()) !== Dialect.American) await l.setDialect(Dialect.American);
  const grouped = await l.organizedLints(text, { language: 'plaintext' });
  descriptions ??= l.getLintDescriptions();
  const all = await descriptions;
  const issues: CheckIssue[] = [];
  const rules: Record<string, string> = {};
  for (const [rule, lints] of Object.entries(grouped)) {
    for (const lint of lints) {
      const issue = toIssue(text, rule, lint);
      lint.free();
      if (!issue || wrongOnCorrectEnglish(text, rule, issue, dialect)) continue;
      if (rule === 'SpellCheck' && (await falseSpellingAlarm(text, issue, dialect))) continue;
      issues.push(issue);
      rules[rule] = all[rule] ?? '';
    }
  }
  for (const issue of learnerRules(text)) {
    // A finished past time decides the tense: "I has went … yesterday" is "I went", so this rule
    // replaces whatever harper made of the two words (has→have, went→gone), and of "she visit"
    // after "Last week" (visits: it is visited).
    if (issue.rule === 'PastTimePerfect' || issue.rule === 'PastTimePresent')
      for (let k = issues.length - 1; k >= 0; k--)
        if (issues[k]!.start < issue.end && issue.start < issues[k]!.end) issues.splice(k, 1);
    const clash = issues.findIndex((i) => i.start < issue.end && issue.start < i.end);
    // A learner rule knows more than a spelling guess ("homeworks" → "homework", not "homework's")
    // and than harper's irregular-verb guess ("he goed" → "went", not "gone").
    if (clash !== -1 && !OVERRIDDEN_BY_LEARNER_RULES.has(issues[clash]!.rule)) continue;
    if (clash !== -1) issues.splice(clash, 1);
    issues.push(issue);
    rules[issue.rule] = issue.explanation;
  }
  issues.sort((a, b) => a.start - b.start);
  return {
    issues,
    rules: Object.fromEntries(Object.entries(rules).filter(([r]) => issues.some((i) => i.rule === r))),
  };
}

/** Whether harper's dictionary knows `word`: linting the word on its own finds nothing. */
export async function isEnglishWord(word: string): Promise<boolean> {
  if (!/^[\p{L}'’-]+$/u.test(word)) return false;
  const lints = await getLinter().lint(word, { language: 'plaintext' });
  for (const lint of lints) lint.free();
  return lints.length === 0;
}

/**
 * Harper rules that are wrong on correct English in a known context: a regional word when the learner
 * named no variant (petrol → gas), "whom" after a preposition (most of whom were tired), "there"
 * before a time word (I went there yesterday → "their").
 */
function wrongOnCorrectEnglish(
  text: string,
  rule: string,
  issue: CheckIssue,
  dialect: Dialect | null,
): boolean {
  if (rule === 'Regionalisms') return dialect === null;
  // "I went there yesterday": harper reads "there yesterday" as a possessive before a noun.
  if (rule === 'ThereToTheir')
    return /^\s+(yesterday|today|tomorrow|tonight|last|next|this|every|again|once|twice|now|then|alone|together|early|late|before|after|already|yet|soon|often|sometimes|first)\b/i.test(
      text.slice(issue.end),
    );
  if (rule === 'WhomSubjectOfVerb') return afterPreposition(text, issue.start);
  return false;
}

const WHOM_PREPOSITIONS = ['of', 'to', 'with', 'for', 'by', 'from', 'about', 'among', 'whom'];

/** `/\b(of|to|…)\s+$/i` on the text before `at`, read backwards (the regex scanned the whole prefix). */
function afterPreposition(text: string, at: number): boolean {
  let j = at;
  while (j > 0 && text[j - 1]!.trim() === '') j--;
  if (j === at) return false;
  return WHOM_PREPOSITIONS.some((w) => {
    const from = j - w.length;
    return (
      from >= 0 && text.slice(from, j).toLowerCase() === w && (from === 0 || !/\w/.test(text[from - 1]!))
    );
  });
}

/**
 * Unknown words that are not mistakes: names (capitalised, not first in the sentence; first in the
 * sentence when no suggestion is close), words in quotes, foreign words (accented letters English
 * does not use, or a known loan word), newer English (wifi) and spellings of another standard variant.
 */
async function falseSpellingAlarm(
  text: string,
  issue: CheckIssue,
  dialect: Dialect | null,
): Promise<boolean> {
  const word = issue.original;
  if (/^\p{Lu}/u.test(word) && !sentenceStart(text, issue.start)) return true;
  if (/^\p{Lu}/u.test(word) && learnerDistance(word.toLowerCase(), issue.corrected.toLowerCase()) > 1.5)
    return true;
  if (isKnownOutsideDictionary(word)) return true;
  if ('"“«\'‘*'.includes(text[issue.start - 1] || '\u0000') && /^["”»'’*]/.test(text.slice(issue.end)))
    return true;
  return dialect === null && (await knownInAnyDialect(word));
}

/** Scans back over spaces, quotes and brackets only: a regex over the text before `at` was quadratic. */
function sentenceStart(text: string, at: number): boolean {
  const isSpace = (ch: string) => ch.trim() === '';
  let k = at;
  while (k > 0 && (isSpace(text[k - 1]!) || '"\'“‘('.includes(text[k - 1]!))) k--;
  let w = at;
  let lineBreak = false;
  for (; w > 0 && isSpace(text[w - 1]!); w--) if (text[w - 1] === '\n') lineBreak = true;
  return k === 0 || '.!?…:'.includes(text[k - 1]!) || lineBreak;
}

/** Two neighbouring letters swapped (freind → friend) is one slip, not two edits. */
function slipCost(typed: string, word: string): number {
  const a = [...typed];
  const b = [...word];
  const diff = a.length === b.length ? a.flatMap((ch, k) => (ch === b[k] ? [] : [k])) : [];
  const swapped =
    diff.length === 2 &&
    diff[1] === diff[0]! + 1 &&
    a[diff[0]!] === b[diff[1]!] &&
    a[diff[1]!] === b[diff[0]!];
  return swapped ? 1 : learnerDistance(typed, word);
}

/**
 * The smallest edit of a grammar suggestion: words both sides share at the start or end are left out
 * ("since three years" → "for three years" is "since" → "for"), so the learner sees what changes.
 */
export function narrowed(text: string, start: number, end: number, corrected: string) {
  const from = text.slice(start, end).split(' ');
  const to = corrected.split(' ');
  let s = start;
  let e = end;
  while (from.length > 1 && to.length > 1 && from[0] === to[0] && from[0] !== '') {
    s += from.shift()!.length + 1;
    to.shift();
  }
  while (from.length > 1 && to.length > 1 && from.at(-1) === to.at(-1) && to.at(-1) !== '') {
    e -= from.pop()!.length + 1;
    to.pop();
  }
  return { start: s, end: e, original: text.slice(s, e), corrected: to.join(' ') };
}

function toIssue(text: string, rule: string, lint: Lint): CheckIssue | null {
  const kind = lint.lint_kind();
  if (IGNORED_KINDS.has(kind) || IGNORED_RULES.has(rule)) return null;
  const span = lint.span();
  const { start, end } = span;
  span.free();
  const original = text.slice(start, end);
  // Harper's offsets match JavaScript's here; refuse anything that would not (never guess).
  if (original !== lint.get_problem_text() || original.trim() === '') return null;
  const suggestions = lint.suggestions();
  const suggestion = rule === 'SpellCheck' ? closest(original, suggestions) : suggestions[0];
  if (!suggestion) {
    for (const s of suggestions) s.free();
    return null;
  }
  const replacement = suggestion.get_replacement_text();
  const how = suggestion.kind();
  // How many of the dictionary's words are one edit or less from what the learner typed.
  const near = suggestions.filter((s) => slipCost(original, s.get_replacement_text()) <= 1).length;
  for (const s of suggestions) s.free();
  const corrected =
    how === SuggestionKind.Remove
      ? ''
      : how === SuggestionKind.InsertAfter
        ? original + replacement
        : replacement;
  if (corrected === original) return null;
  const edit =
    rule === 'SpellCheck' ? { start, end, original, corrected } : narrowed(text, start, end, corrected);
  const found = {
    ...edit,
    explanation: lint.message(),
    category: categoryOf(kind),
    rule,
  };
  // A dictionary's nearest word may be another word altogether (bech → "beech", meant "beach"): a fix
  // only for a slip of case or accent, or one edit in a longer word with no other word that near
  // (delicius → delicious); anything else is a flag (issue 22).
  const cost = slipCost(original, corrected);
  const onlyAnswer = cost <= 1 && near === 1 && [...original].length >= 6;
  if (rule === 'SpellCheck' && cost > 0.25 && !onlyAnswer)
    return asFlag(found, explained('en.notInDictionary', { word: original, corrected }));
  return found;
}

/**
 * The spelling suggestion a learner most likely meant: fewest weighted edits (hunspell.ts), and among
 * near-ties a common word first (ans → and, not anus). Never an offensive word, never an apostrophe
 * the learner did not type (homeworks → homework's), and nothing when every guess is far off
 * (déjà → dojo): a wrong fix teaches the wrong word.
 */
function closest<S extends { get_replacement_text(): string }>(
  typed: string,
  suggestions: S[],
): S | undefined {
  let best: S | undefined;
  let bestCost = MAX_SPELLING_COST;
  for (const s of suggestions) {
    const text = s.get_replacement_text();
    if (UNSUITABLE_SUGGESTIONS.has(text.toLowerCase())) continue;
    if (/['’]/.test(text) && !/['’]/.test(typed)) continue;
    const cost =
      englishDistance(typed.toLowerCase(), text.toLowerCase()) -
      (COMMON_ENGLISH.has(text.toLowerCase()) ? 0.6 : 0);
    if (cost < bestCost) {
      best = s;
      bestCost = cost;
    }
  }
  return best;
}

/** Weighted edits (hunspell.ts), with two swapped neighbours as one slip (freind, recieve): 0.75. */
function englishDistance(typed: string, word: string): number {
  if (typed.length === word.length) {
    const diff = [...typed].flatMap((c, i) => (c === word[i] ? [] : [i]));
    const [a, b] = diff;
    if (diff.length === 2 && b === a! + 1 && typed[a!] === word[b] && typed[b] === word[a!]) return 0.75;
  }
  return learnerDistance(typed, word);
}

/** Learner misspellings are rarely more than two weighted edits away (freind, becuase, tomorow). */
const MAX_SPELLING_COST = 2.01;

/** Harper's lint kinds mapped onto the product's four correction categories. */
export function categoryOf(kind: string): CorrectionCategory {
  switch (kind) {
    case 'Spelling':
    case 'Typo':
      return 'spelling';
    case 'WordChoice':
    case 'Malapropism':
    case 'Eggcorn':
    case 'Regionalism':
    case 'Nonstandard':
    case 'Usage':
      return 'vocabulary';
    case 'WordOrder':
      return 'word_order';
    default:
      return 'grammar';
  }
}
