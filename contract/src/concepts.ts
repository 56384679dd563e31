import { z } from 'zod';
import { cardFaceMessage } from './text-messages';

/** Vocab and grammar concepts, their SRS cards and FSRS review. */

export const CARD_FETCH_LIMIT = 100;
/** The due count stops here; show it as '1000+'. */
export const DUE_COUNT_CAP = 1000;

export const conceptType = z.enum(['vocab', 'grammar']);
export type ConceptType = z.infer<typeof conceptType>;

/** 'spelling': produce the correctly spelled word (an accent or spelling fix), not "what does it mean". */
export const vocabCardType = z.enum(['recognition', 'recall', 'spelling']);
export const grammarCardType = z.enum(['recognition', 'context']);
export const cardType = z.enum(['recognition', 'recall', 'context', 'spelling']);
export type CardType = z.infer<typeof cardType>;

export const cardStateName = z.enum(['new', 'learning', 'review', 'relearning']);
export type CardStateName = z.infer<typeof cardStateName>;

export const reviewRating = z.enum(['again', 'hard', 'good', 'easy']);
export type ReviewRating = z.infer<typeof reviewRating>;

export const masteryLevel = z.enum(['learning', 'practicing', 'mastered']);
export type MasteryLevel = z.infer<typeof masteryLevel>;

/** Counts of a concept's cards per FSRS state. */
export const cardStates = z.object({
  new: z.number().int(),
  learning: z.number().int(),
  review: z.number().int(),
  relearning: z.number().int(),
});
export type CardStates = z.infer<typeof cardStates>;

/** What every deck item carries besides its own fields: language, card counts, review history. */
const deckFigures = {
  target_language: z.string(),
  card_states: cardStates,
  total_reviews: z.number().int(),
  last_reviewed_at: z.number().nullable(),
  created_at: z.number(),
  updated_at: z.number(),
};

const text = (max: number) => z.string().trim().min(1, 'must not be blank').max(max);
const uniqueList = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1, 'must name at least one card type')
    .refine((xs) => new Set(xs).size === xs.length, 'must not repeat a card type');

// ---- POST /api/concepts/srs-cards -------------------------------------------------------------
export const srsCardsRequest = z
  .object({
    concept_id: z.uuid(),
    concept_type: z.literal('vocab'),
    card_types: uniqueList(vocabCardType),
    /** The learner's meaning, asked for when none is known; replaces a dictionary's. */
    meaning: z.string().trim().max(500).optional(),
  })
  .strict();
export type SrsCardsRequest = z.infer<typeof srsCardsRequest>;

export const cardsCreatedResponse = z.object({
  concept_id: z.string(),
  cards_created: z.number().int(),
  /** Which cards were created (not those already there), so the learner is told what they got. */
  card_types: z.array(cardType).optional(),
});
export type CardsCreatedResponse = z.infer<typeof cardsCreatedResponse>;

// ---- POST /api/concepts/srs-cards-with-data --------------------------------------------------
export const grammarConceptData = z
  .object({
    title: text(200),
    description: z.string().trim().max(4000).default(''),
    examples: z.array(z.string().trim().max(1000)).max(50).default([]),
    difficulty_level: z.string().trim().min(1).max(40).default('beginner'),
    tags: z.array(z.string().trim().max(60)).max(30).default([]),
    target_language: z.string().trim().max(20).default(''),
  })
  .strict();
export type GrammarConceptData = z.infer<typeof grammarConceptData>;

export const srsCardsWithDataRequest = z
  .object({
    concept_type: z.literal('grammar'),
    concept_data: grammarConceptData,
    card_types: uniqueList(grammarCardType),
  })
  .strict();
export type SrsCardsWithDataRequest = z.infer<typeof srsCardsWithDataRequest>;

// ---- GET /api/concepts/vocab-cards, grammar-cards --------------------------------------------
/** A `limit` query parameter: a whole number from 1 to CARD_FETCH_LIMIT, `fallback` when absent. */
const cardLimit = (fallback: number) =>
  z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(CARD_FETCH_LIMIT, `must be at most ${CARD_FETCH_LIMIT}`)
    .default(fallback);

export const cardsQuery = z.object({ limit: cardLimit(CARD_FETCH_LIMIT) }).strict();

export const vocabCard = z.object({
  concept_id: z.string(),
  word: z.string(),
  /**
   * The meaning in the learner's native language (the name is the spec's): from the model, the offline
   * glossary or the learner; null when none is known yet, and the learner is asked.
   */
  english_translation: z.string().nullable(),
  /** 'spelling' for an accent or spelling fix (a spelling card); absent or null otherwise. */
  correction_type: z.string().nullable().optional(),
  romanization: z.string().nullable(),
  pos: z.string().nullable(),
  example_sentence_native: z.string().nullable(),
  /** Where the assessment found the word, and why it was flagged. */
  context: z.string().nullable(),
  justification: z.string().nullable(),
  ...deckFigures,
});
export type VocabCard = z.infer<typeof vocabCard>;

export const grammarCard = z.object({
  concept_id: z.string(),
  title: z.string(),
  description: z.string(),
  examples: z.array(z.string()),
  difficulty_level: z.string(),
  tags: z.array(z.string()),
  ...deckFigures,
});
export type GrammarCard = z.infer<typeof grammarCard>;

// ---- GET /api/documents/progress/ -------------------------------------------------------------
export const progressDocument = z.object({
  id: z.string(),
  data: z.object({ concept_type: conceptType, concept_id: z.string(), mastery_level: masteryLevel }),
});
export type ProgressDocument = z.infer<typeof progressDocument>;

// ---- Review: GET /api/concepts/review/due, POST /api/concepts/review/{card_id} --------------
export const dueQuery = z
  .object({
    limit: cardLimit(20),
    concept_id: z.uuid().optional(),
    /** Only this deck's cards (each deck page counts and reviews its own); both when absent. */
    kind: conceptType.optional(),
  })
  .strict();
export type DueQuery = z.infer<typeof dueQuery>;

/** Where a rating would send the card: its next due time and the interval from now. */
export const intervalPreview = z.object({ due: z.number(), interval_ms: z.number() });
export const ratingPreview = z.object({
  again: intervalPreview,
  hard: intervalPreview,
  good: intervalPreview,
  easy: intervalPreview,
});
export type RatingPreview = z.infer<typeof ratingPreview>;

/**
 * What one side of a card shows: the main text, and an optional smaller line under it. Where the server
 * words either itself, `text_message`/`hint_message` carry it as a catalog key and values (decision 291);
 * `text`/`hint` stay its English wording for older clients and the exports.
 */
export const cardFace = z.object({
  text: z.string(),
  hint: z.string().nullable(),
  text_message: cardFaceMessage.nullable().optional(),
  hint_message: cardFaceMessage.nullable().optional(),
});
export type CardFace = z.infer<typeof cardFace>;

export const dueCard = z.object({
  card_id: z.string(),
  concept_id: z.string(),
  concept_type: conceptType,
  card_type: cardType,
  state: cardStateName,
  due: z.number(),
  reps: z.number().int(),
  lapses: z.number().int(),
  target_language: z.string(),
  /** Shown first (vocab recognition: the word; recall: the meaning; grammar recognition: an example; context: the rule). */
  front: cardFace,
  /** Shown after Reveal. */
  back: cardFace,
  preview: ratingPreview,
});
export type DueCard = z.infer<typeof dueCard>;

export const dueResponse = z.object({
  now: z.number(),
  /** How many of the caller's cards are due now, counted up to DUE_COUNT_CAP (the cap means "that many or more"). */
  due_count: z.number().int(),
  cards: z.array(dueCard),
});
export type DueResponse = z.infer<typeof dueResponse>;

export const reviewRequest = z.object({ rating: reviewRating }).strict();
export type ReviewRequest = z.infer<typeof reviewRequest>;

export const reviewedCard = z.object({
  card_id: z.string(),
  concept_id: z.string(),
  state: cardStateName,
  due: z.number(),
  stability: z.number(),
  difficulty: z.number(),
  reps: z.number().int(),
  lapses: z.number().int(),
  last_review: z.number().nullable(),
});
export type ReviewedCard = z.infer<typeof reviewedCard>;

export const reviewResponse = z.object({ card: reviewedCard, review_log_id: z.string() });
export type ReviewResponse = z.infer<typeof reviewResponse>;

// ---- POST /api/concepts/vocab (Add Vocab) -----------------------------------------------------
export const addVocabRequest = z
  .object({
    word: text(200),
    definition: text(2000),
    example: z.string().trim().max(1000).optional(),
    target_language: z.string().trim().max(20).optional(),
  })
  .strict();
export type AddVocabRequest = z.infer<typeof addVocabRequest>;

// ---- GET /api/concepts/glossary?word=… (Add Vocab fills the meaning, issue 22) ------------------
export const glossaryQuery = z.object({ word: text(200) }).strict();
export type GlossaryQuery = z.infer<typeof glossaryQuery>;
/** The shipped glossary's meaning of a word of the learner's target language, in their native one. */
export const glossaryMeaningResponse = z.object({
  word: z.string(),
  meaning: z.string().nullable(),
  /** The dictionary form the meaning was found under ("compramos" → "comprar"). */
  lemma: z.string().nullable(),
});
export type GlossaryMeaningResponse = z.infer<typeof glossaryMeaningResponse>;

// ---- PUT /api/concepts/{concept_id}/meaning ----------------------------------------------------
export const conceptMeaningRequest = z.object({ meaning: text(500) }).strict();
export type ConceptMeaningRequest = z.infer<typeof conceptMeaningRequest>;
export const conceptMeaningResponse = z.object({ concept_id: z.string(), meaning: z.string() });
export type ConceptMeaningResponse = z.infer<typeof conceptMeaningResponse>;

// ---- GET /api/concepts/grammar/{concept_id}/study-guide ---------------------------------------
export const studyGuide = z.object({
  explanation: z.string(),
  examples: z.array(z.string()),
  common_mistakes: z.array(z.object({ mistake: z.string(), correction: z.string() })),
  /** 'offline' when built from the concept's own data, else the generator's name. */
  source: z.string(),
});
export type StudyGuide = z.infer<typeof studyGuide>;
