import { z } from 'zod';

/**
 * Stable codes of the product API's errors (issue 26): the web renders a known code from its catalog in
 * the learner's interface language (key `error.<code>`), and falls back to `detail` for any other.
 * A code never changes meaning; a new case gets a new code.
 */
export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'rate_limited',
  'unavailable',
  'internal',
  'journal.day_has_entry',
  'journal.changed_elsewhere',
  'journal.analyzed_read_only',
  'journal.analyzing_read_only',
  'assessment.already_analyzed',
  'quota.model_calls',
  'quota.assessments_per_hour',
  'quota.sessions_in_flight',
  'rewrite.no_model',
  'rewrite.not_analyzed',
  'rewrite.model_failed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
/** Values a coded message is built from, e.g. `{limit: 20}`. */
export type ErrorParams = Record<string, string | number>;

/**
 * Every product API error body: `{detail}` with a readable English message (kept for older clients),
 * and since issue 26 the stable `code` and its `params`.
 */
export const errorBody = z.object({
  detail: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
