import { z } from 'zod';

/**
 * Accepted / rejected states of an assessment's corrections (the data model's "Local correction" and "Correction";
 * the correction-states and correction-state endpoints). Keyed by the correction's server id.
 */

/** Most corrections one bulk request may set (an assessment has far fewer). */
export const CORRECTION_STATES_BULK_MAX = 1000;

const correctionId = z.string().trim().min(1, 'must not be blank').max(100);

/** A correction is pending (both false), accepted, or rejected — never both. */
const notBoth = (s: { accepted: boolean; rejected: boolean }) => !(s.accepted && s.rejected);
const NOT_BOTH_MESSAGE = 'a correction cannot be both accepted and rejected';

export const correctionStateValue = z
  .object({ accepted: z.boolean(), rejected: z.boolean() })
  .strict()
  .refine(notBoth, { message: NOT_BOTH_MESSAGE });
export type CorrectionStateValue = z.infer<typeof correctionStateValue>;

// ---- GET /api/documents/journal/{id}/correction-states ---------------------------------------
/** One stored state; `updated_at` (epoch ms) lets a client tell whether its own cached change is newer. */
export const storedCorrectionState = z.object({
  accepted: z.boolean(),
  rejected: z.boolean(),
  updated_at: z.number(),
});
export type StoredCorrectionState = z.infer<typeof storedCorrectionState>;

/** Map keyed by correction id; corrections never touched are absent. */
export const correctionStatesResponse = z.record(z.string(), storedCorrectionState);
export type CorrectionStatesResponse = z.infer<typeof correctionStatesResponse>;

// ---- POST /api/documents/journal/{id}/correction-state ---------------------------------------
export const correctionStateRequest = z
  .object({ correction_id: correctionId, accepted: z.boolean(), rejected: z.boolean() })
  .strict()
  .refine(notBoth, { message: NOT_BOTH_MESSAGE });
export type CorrectionStateRequest = z.infer<typeof correctionStateRequest>;

// ---- POST /api/documents/journal/{id}/correction-states/bulk (accept all, past the spec) -------
export const correctionStatesBulkRequest = z
  .object({
    states: z
      .record(correctionId, correctionStateValue)
      .refine((m) => Object.keys(m).length >= 1, { message: 'must set at least one correction' })
      .refine((m) => Object.keys(m).length <= CORRECTION_STATES_BULK_MAX, {
        message: `must set at most ${CORRECTION_STATES_BULK_MAX} corrections`,
      }),
  })
  .strict();
export type CorrectionStatesBulkRequest = z.infer<typeof correctionStatesBulkRequest>;

/** Answer of both POSTs: every stored state of the entry after the change. */
export const correctionStatesSaved = correctionStatesResponse;
