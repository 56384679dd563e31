import type { ReviewRating } from '@inkwell/contract';

export const RATINGS: ReviewRating[] = ['again', 'hard', 'good', 'easy'];

export type ReviewKeyAction = { type: 'reveal' } | { type: 'rate'; rating: ReviewRating } | null;

/**
 * Keyboard shortcuts of the review session, as in Anki: Space shows the answer, then Space rates Good;
 * 1–4 rate Again, Hard, Good, Easy once the answer is shown.
 */
export function reviewKeyAction(key: string, revealed: boolean): ReviewKeyAction {
  if (key === ' ' || key === 'Spacebar')
    return revealed ? { type: 'rate', rating: 'good' } : { type: 'reveal' };
  if (!revealed) return null;
  const index = ['1', '2', '3', '4'].indexOf(key);
  const rating = RATINGS[index];
  return rating ? { type: 'rate', rating } : null;
}
