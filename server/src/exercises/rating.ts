import type { ReviewRating } from '@inkwell/contract';

/**
 * The FSRS rating a finished session gives a concept's cards, from the learner's answers on its module:
 * all right → good, at least half right → hard, fewer → again; unanswered modules give no rating.
 */
export function ratingFromAnswers(correct: number, answered: number): ReviewRating | null {
  if (answered === 0) return null;
  if (correct === answered) return 'good';
  return correct * 2 >= answered ? 'hard' : 'again';
}
