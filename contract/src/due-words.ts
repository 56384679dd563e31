import { z } from 'zod';

/**
 * GET /api/writing/due-words — up to five of the learner's due vocabulary words in their target
 * language, lowest retrievability first (issue 25), for the New Entry page. `forms` are folded
 * (dueWordForms): the page highlights a word as soon as the text holds one of them.
 */
export const dueWord = z.object({
  card_id: z.string(),
  concept_id: z.string(),
  word: z.string(),
  /** The meaning in the learner's language, when the deck has one. */
  translation: z.string().nullable(),
  forms: z.array(z.string()),
  /** FSRS's chance of recalling it now, 0–1. */
  retrievability: z.number(),
});
export type DueWord = z.infer<typeof dueWord>;

export const dueWordsResponse = z.object({
  /** The entry's language the words are in; null without a target language in the profile. */
  language: z.string().nullable(),
  words: z.array(dueWord),
});
export type DueWordsResponse = z.infer<typeof dueWordsResponse>;

/** How a review from writing rated the card: used with no correction → good; corrected → again. */
export const writingReviewRating = z.enum(['good', 'again']);

/** GET /api/writing/reviews/:entry_id — the cards the entry's analysis reviewed ("Reviewed from your writing"). */
export const writingReview = z.object({
  card_id: z.string(),
  concept_id: z.string(),
  word: z.string(),
  rating: writingReviewRating,
  /** When the card is due next, ISO time (its current due date). */
  next_due: z.string(),
  reviewed_at: z.string(),
});
export type WritingReview = z.infer<typeof writingReview>;

export const writingReviewsResponse = z.object({ reviews: z.array(writingReview) });
export type WritingReviewsResponse = z.infer<typeof writingReviewsResponse>;
