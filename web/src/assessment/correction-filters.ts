import type { CorrectionCategory } from '@inkwell/contract';
import { CATEGORY_ORDER } from './correction-category';

/** The filter chips: the three correction categories, or every correction. */
export type CorrectionFilter = 'all' | 'spelling' | 'vocabulary' | 'grammar';
export const FILTER_CHIPS: readonly Exclude<CorrectionFilter, 'all'>[] = [
  'spelling',
  'vocabulary',
  'grammar',
];

interface Countable {
  category: CorrectionCategory;
  accepted: boolean;
}

export interface AcceptedOfTotal {
  accepted: number;
  total: number;
}

/** accepted/total per category, for the chips. */
export function countByCategory(
  corrections: readonly Countable[],
): Record<CorrectionCategory, AcceptedOfTotal> {
  const counts = Object.fromEntries(CATEGORY_ORDER.map((c) => [c, { accepted: 0, total: 0 }])) as Record<
    CorrectionCategory,
    AcceptedOfTotal
  >;
  for (const c of corrections) {
    counts[c.category].total += 1;
    if (c.accepted) counts[c.category].accepted += 1;
  }
  return counts;
}

export const acceptedCount = (corrections: readonly Countable[]) =>
  corrections.filter((c) => c.accepted).length;

export function filterCorrections<T extends { category: CorrectionCategory }>(
  corrections: readonly T[],
  filter: CorrectionFilter,
): T[] {
  return filter === 'all' ? [...corrections] : corrections.filter((c) => c.category === filter);
}

/** The Corrections List's groups, in the spec's order; empty groups are left out. */
export function groupByCategory<T extends { category: CorrectionCategory }>(
  corrections: readonly T[],
): { category: CorrectionCategory; items: T[] }[] {
  return CATEGORY_ORDER.map((category) => ({
    category,
    items: corrections.filter((c) => c.category === category),
  })).filter((g) => g.items.length > 0);
}
