import type { CorrectionCategory } from '@inkwell/contract';
import { Dialect, LocalLinter, SuggestionKind, type Lint } from 'harper.js';
import { binary } from 'harper.js/binary';
import type { CheckIssue } from './issue.js';

/**
 * English grammar and spelling with harper (WASM, loaded from the package's own file, no network).
 * One linter per process, created on first use; its calls run synchronously, which is why the offline
 * checker lives in a worker thread (docs/decisions/052-offline-assessor.md).
 */

let linter: LocalLinter | null = null;
let descriptions: Promise<Record<string, string>> | null = null;

function getLinter(): LocalLinter {
  linter ??= new LocalLinter({ binary, dialect: Dialect.American });
  return linter;
}

/** Lint kinds that are matters of style or layout rather than mistakes a learner should fix. */
const IGNORED_KINDS = new Set(['Readability', 'Style', 'Enhancement', 'Formatting', 'Redundancy']);
/** Rules that fire on correct learner English too often to be worth the noise. */
const IGNORED_RULES = new Set([
  'SpelledNumbers',
  'LongSentences',
  'SentenceCapitalization',
  'ExpandTimeShorthands',
]);

export async function lintEnglish(
  text: string,
): Promise<{ issues: CheckIssue[]; rules: Record<string, string> }> {
  const l = getLinter();
  const grouped = await l.organizedLints(text, { language: 'plaintext' });
  descriptions ??= l.getLintDescriptions();
  const all = await descriptions;
  const issues: CheckIssue[] = [];
  const rules: Record<string, string> = {};
  for (const [rule, lints] of Object.entries(grouped)) {
    for (const lint of lints) {
      const issue = toIssue(text, rule, lint);
      lint.free();
      if (!issue) continue;
      issues.push(issue);
      rules[rule] = all[rule] ?? '';
    }
  }
  issues.sort((a, b) => a.start - b.start);
  return { issues, rules };
}

/** Whether harper's dictionary knows `word`: linting the word on its own finds nothing. */
export async function isEnglishWord(word: string): Promise<boolean> {
  if (!/^[\p{L}'’-]+$/u.test(word)) return false;
  const lints = await getLinter().lint(word, { language: 'plaintext' });
  for (const lint of lints) lint.free();
  return lints.length === 0;
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
  const suggestion = lint.suggestions()[0];
  if (!suggestion) return null;
  const replacement = suggestion.get_replacement_text();
  const how = suggestion.kind();
  suggestion.free();
  const corrected =
    how === SuggestionKind.Remove
      ? ''
      : how === SuggestionKind.InsertAfter
        ? original + replacement
        : replacement;
  if (corrected === original) return null;
  return { start, end, original, corrected, explanation: lint.message(), category: categoryOf(kind), rule };
}

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
