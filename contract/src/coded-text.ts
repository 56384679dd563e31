import { z } from 'zod';

/**
 * A learner-facing sentence the server writes, as data (issue 26, decision 294): a stable code and its
 * values, sent beside the English text it replaces (kept for older clients, old rows and export files).
 * The web words a code it knows from its catalog in the interface language and shows the text otherwise.
 * A code never changes meaning; a new sentence gets a new code.
 */
export const codedText = z.object({
  code: z
    .string()
    .max(80)
    .regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/, 'must be a dotted lower-case code'),
  params: z
    .record(z.string().max(40), z.union([z.string().max(400), z.number().finite()]))
    .refine((p) => Object.keys(p).length <= 10, 'must have at most 10 values')
    .optional(),
});
export type CodedText = z.infer<typeof codedText>;
export type CodedParams = NonNullable<CodedText['params']>;

/** Why an analysis failed (web catalog key `analysisFailure.<code>`). */
export const ANALYSIS_FAILURE_CODES = [
  'analysis.failed',
  'analysis.cancelled',
  'model.still_busy',
  'model.timeout',
  'model.unusable',
  'model.aborted',
  'model.refused',
  'model.cut_off',
  'model.too_long',
  'model.config',
  'model.rate_limited',
  'model.unreachable',
  'quota.daily_model_calls',
] as const;
export type AnalysisFailureCode = (typeof ANALYSIS_FAILURE_CODES)[number];

/** The assessor's remarks on an assessment (web catalog key `analysisNote.<code>`). */
export const ANALYSIS_NOTE_CODES = [
  'offline.assessed',
  'offline.checked_as_english',
  'offline.no_checker',
  'offline.checked_first',
  'offline.part_unchecked',
  'model.unusable_corrections',
  'model.level_cap',
  'model.unplaced',
  'model.length_cap',
  'model.wrong_language',
] as const;
export type AnalysisNoteCode = (typeof ANALYSIS_NOTE_CODES)[number];

/**
 * Why an exercise session failed (web catalog key `sessionFailure.<code>`). Derived when the session is
 * read from the English reason the row stores (server/src/exercises/failure-reasons.ts), so old rows
 * get their code too.
 */
export const SESSION_FAILURE_CODES = ['no_concepts', 'all_rejected', 'module_failed'] as const;
export type SessionFailureCode = (typeof SESSION_FAILURE_CODES)[number];
