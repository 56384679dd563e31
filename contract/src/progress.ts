import { z } from 'zod';
import { correctionCategory } from './assessment';
import { timeZoneName } from './time-zone';

/** GET /api/progress: a learner's figures over a range (issue 24). */
export const PROGRESS_RANGES = ['4w', '3m', '1y', 'all'] as const;
export const progressRange = z.enum(PROGRESS_RANGES);
export type ProgressRange = z.infer<typeof progressRange>;

export const progressQuery = z.object({
  range: progressRange.default('3m'),
  /** The learner's zone for "today" and review days; the profile's zone when absent. */
  time_zone: timeZoneName.optional(),
});
export type ProgressQuery = z.infer<typeof progressQuery>;

/** One period (a week for 4w/3m, a month for 1y/all), named by its first day 'YYYY-MM-DD'. */
export const mistakeRatePoint = z.object({
  period: z.string(),
  words: z.number().int(),
  /** Mistakes per 100 assessed words in the period, all categories together. */
  per_100_words: z.number(),
  /** Mistakes per 100 words of each category found in the period. */
  by_category: z.partialRecord(correctionCategory, z.number()),
});

/** A run of assessments by one assessor and model; figures of different runs are not comparable. */
export const assessorRun = z.object({
  assessor: z.string(),
  model: z.string().nullable(),
  first_day: z.string(),
  last_day: z.string(),
});

/** Estimated level as a rank 1 (A1) … 6 (C2): the period's confidence-weighted mean and its band. */
export const levelPoint = z.object({
  period: z.string(),
  level: z.number(),
  low: z.number(),
  high: z.number(),
  /** Mean confidence of the period's assessments, 0–1. */
  confidence: z.number(),
});

export const countPoint = z.object({ period: z.string(), count: z.number().int() });

export const recurringMistake = z.object({
  /** What groups it across entries; "Practise these" sends it back (POST /api/progress/recurring/practise). */
  key: z.string(),
  category: correctionCategory,
  original: z.string(),
  corrected: z.string(),
  /** Entries it appears in. */
  entries: z.number().int(),
  /** Sentences of the learner's own entries that hold it, newest first (at most 3). */
  examples: z.array(z.object({ day: z.string(), context: z.string() })),
});

export const progressResponse = z.object({
  range: progressRange,
  time_zone: z.string(),
  today: z.string(),
  /** First day of the range; null for 'all'. */
  since: z.string().nullable(),
  period: z.enum(['week', 'month']),
  assessed_entries: z.number().int(),
  mistakes: z.array(mistakeRatePoint),
  assessor_runs: z.array(assessorRun),
  level: z.array(levelPoint),
  words: z.array(countPoint),
  /** Writing days of the last year (day → words), for the heatmap. */
  heatmap: z.array(z.object({ day: z.string(), words: z.number().int() })),
  streak: z.object({ current: z.number().int(), longest: z.number().int() }),
  vocabulary: z.object({
    distinct_words: z.number().int(),
    new_words: z.array(countPoint),
    concepts_in_deck: z.number().int(),
    mature_concepts: z.number().int(),
  }),
  reviews: z.object({
    per_day: z.array(countPoint),
    /** Share of due reviews (cards in review) answered other than "again"; null without any. */
    retention: z.number().nullable(),
    due_reviews: z.number().int(),
  }),
  recurring_mistakes: z.array(recurringMistake),
});
export type ProgressResponse = z.infer<typeof progressResponse>;

/** "Practise these": an exercise session from one recurring mistake's own corrections (decision 246). */
export const practiseRecurringBody = z.object({ key: z.string().min(1).max(2000) }).strict();
export type PractiseRecurringBody = z.infer<typeof practiseRecurringBody>;
