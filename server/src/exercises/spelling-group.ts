import { fixKind } from './fix-kinds.js';
import type { ModuleInput } from './module-input.js';

export interface ConceptModule {
  input: ModuleInput;
  /** The concept the module is named after (the first word's, for a merged module). */
  conceptId: string | null;
  /** A merged module: every concept it practises, first one first; each is rated on finishing. */
  conceptIds?: string[];
}

/** Fixes practised together in one module: the module's questions cover three targets. */
export const FIXES_PER_SPELLING_MODULE = 3;

/** A word concept whose every fix is an accent, a capital letter or a spelling of one word. */
export function isSmallFix(input: ModuleInput): boolean {
  return (
    input.kind === 'vocab' &&
    input.mistakes.length > 0 &&
    input.mistakes.every((m) => fixKind(m.wrong.trim(), m.right.trim()) !== 'other')
  );
}

/**
 * An entry's small spelling and accent fixes practised together (issue 17): two accent fixes were two
 * modules of six slides each and ten minutes for two letters. Up to FIXES_PER_SPELLING_MODULE words
 * share one module, titled by its words, placed where its first word was; the other concepts keep a
 * module each. `small` says which items may be grouped (the caller knows the correction's category).
 * A grouped module names its first word's concept and carries every word's concept (`conceptIds`):
 * finishing the session rates each from its own word's answers (module-ratings.ts, decision 188).
 */
export function groupSmallFixes(
  items: ConceptModule[],
  small: (item: ConceptModule) => boolean,
): ConceptModule[] {
  const grouped = items.filter((i) => small(i) && isSmallFix(i.input));
  if (grouped.length < 2) return items;
  const chunks: ConceptModule[][] = [];
  for (let i = 0; i < grouped.length; i += FIXES_PER_SPELLING_MODULE)
    chunks.push(grouped.slice(i, i + FIXES_PER_SPELLING_MODULE));
  const byFirst = new Map(chunks.map((c) => [c[0]!, c]));
  const out: ConceptModule[] = [];
  for (const item of items) {
    const chunk = byFirst.get(item);
    if (chunk) out.push(chunk.length > 1 ? merged(chunk) : item);
    else if (!grouped.includes(item)) out.push(item);
  }
  return out;
}

/** A merged spelling module's description; an offline lesson says it in the learner's words. */
export const SPELLING_GROUP_DESCRIPTION = 'The spelling of words from your entry.';

function merged(chunk: ConceptModule[]): ConceptModule {
  const first = chunk[0]!;
  const words = [...new Set(chunk.map((c) => c.input.title))];
  const conceptIds = [...new Set(chunk.flatMap((c) => (c.conceptId ? [c.conceptId] : [])))];
  return {
    conceptId: first.conceptId,
    conceptIds,
    input: {
      ...first.input,
      title: words.join(', '),
      description: SPELLING_GROUP_DESCRIPTION,
      meaning: null,
      mistakes: chunk.flatMap((c) => c.input.mistakes),
      examples: [],
    },
  };
}
