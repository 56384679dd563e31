/**
 * "Use your due words" (issue 25), the pure part: which due cards to offer, and how an assessed use
 * rates its card. The I/O is in writing-reviews.ts.
 */

/** At most this many words beside the editor (the issue asks for 3–5). */
export const DUE_WORDS_SHOWN = 5;

/** A due card with its word and FSRS retrievability now. */
export interface DueCandidate {
  card_id: string;
  concept_id: string;
  word: string;
  retrievability: number;
}

/**
 * One card per word, the least retrievable first: a concept with two due cards (recognition and
 * recall) is one word to use, represented by its weaker card. Ties by word, then card id, so the
 * answer does not depend on the database's row order.
 */
export function weakestPerWord<T extends DueCandidate>(candidates: readonly T[], limit: number): T[] {
  const order = (a: T, b: T) =>
    a.retrievability - b.retrievability || a.word.localeCompare(b.word) || a.card_id.localeCompare(b.card_id);
  const seen = new Set<string>();
  const out: T[] = [];
  for (const c of [...candidates].sort(order)) {
    if (seen.has(c.concept_id) || c.word.trim() === '') continue;
    seen.add(c.concept_id);
    out.push(c);
    if (out.length === limit) break;
  }
  return out;
}

/** A stretch of the entry: a use of a word, or what a correction changed (start = end for an insertion). */
export interface Span {
  start: number;
  end: number;
}

/** Whether a correction touches a use: they overlap, or an insertion sits inside or at the edge of it. */
export function touches(use: Span, correction: Span): boolean {
  if (correction.start === correction.end)
    return correction.start >= use.start && correction.start <= use.end;
  return correction.start < use.end && use.start < correction.end;
}

/**
 * How the analysis rates each used word's card: `good` when no correction touches any of its uses,
 * `again` (a lapse) when one does. Words not used are absent, so their cards stay untouched.
 */
export function writingRatings(
  uses: readonly (Span & { id: string })[],
  corrections: readonly Span[],
): Map<string, 'good' | 'again'> {
  const ratings = new Map<string, 'good' | 'again'>();
  for (const use of uses) {
    const corrected = corrections.some((c) => touches(use, c));
    if (corrected || !ratings.has(use.id)) ratings.set(use.id, corrected ? 'again' : 'good');
  }
  return ratings;
}
