import { z } from 'zod';
import { assessmentCorrection, assessmentData } from './assessment';
import { codedText } from './coded-text';

/** Where an entry's assessment stands: running as a job, done, or failed after its retries. */
export const assessmentStatus = z.enum(['analyzing', 'done', 'failed']);
export type AssessmentStatus = z.infer<typeof assessmentStatus>;

/** GET /api/documents/journal/{id}/assessment (404 before the entry was ever analysed). */
export const entryAssessment = z.object({
  journal_entry_id: z.string(),
  status: assessmentStatus,
  /** The result once done; null while analysing or after a failure. */
  data: assessmentData.nullable(),
  /** Why the last attempt failed, readable by the learner (English). */
  error: z.string().nullable(),
  /** The same reason as a code (issue 26, decision 294); null or absent when none was stored. */
  error_coded: codedText.nullable().optional(),
  exercise_session_id: z.string().nullable(),
  /**
   * While analysing with a model: the corrections found so far, anchored, in text order (issue 14,
   * decision 171); a preview that the final `data` replaces. Empty otherwise (absent from older servers).
   */
  partial_corrections: z.array(assessmentCorrection).optional(),
  /**
   * While analysing: the model was busy (429/503/529) and the analysis runs again at this time (ISO);
   * null while it runs or when it is not waiting (issue 27, decision 196). Absent from older servers.
   */
  retry_at: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EntryAssessment = z.infer<typeof entryAssessment>;

/** What a learner reads after cancelling an analysis (POST …/assess/cancel). */
export const ANALYSIS_CANCELLED = 'The analysis was cancelled.';

/** POST /api/documents/journal/{id}/assess answers 202 with the current state. */
export const assessAccepted = z.object({ journal_entry_id: z.string(), status: assessmentStatus });
export type AssessAccepted = z.infer<typeof assessAccepted>;
