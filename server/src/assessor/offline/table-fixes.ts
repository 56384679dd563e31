import type { CheckIssue } from './issue.js';
import { tokensOf } from './rule-tokens.js';
import { loadSpeller } from './speller.js';

/**
 * The words of `text` listed in `table` (wrong form → right form) that the dictionary of `language` does
 * not know, each made a finding by `toIssue`: a form that is a word too is never replaced.
 */
export async function fixesFromTable(
  text: string,
  language: string,
  table: ReadonlyMap<string, string> | undefined,
  toIssue: (found: { word: string; start: number; end: number; right: string }) => CheckIssue,
): Promise<CheckIssue[]> {
  if (!table) return [];
  const speller = await loadSpeller(language);
  const out: CheckIssue[] = [];
  for (const { word, start, end } of tokensOf(text)) {
    const right = table.get(word.toLowerCase());
    if (!right || speller.correct(word) || speller.correct(word.toLowerCase())) continue;
    out.push(toIssue({ word, start, end, right }));
  }
  return out;
}
