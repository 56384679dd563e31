import type { AssessmentStatus } from '@inkwell/contract';

export interface AssessmentsTable {
  journal_entry_id: string;
  user_id: string;
  status: AssessmentStatus;
  /** JSON AssessmentData once done. */
  data: string | null;
  error: string | null;
  /** Summary for My Journals, kept beside the data so lists need no JSON parsing. */
  new_words: number;
  new_grammar_points: number;
  level: string | null;
  exercise_session_id: string | null;
  /** JSON AssessmentCorrection[] found so far while a model answer streams; null otherwise (decision 171). */
  partial_corrections: string | null;
  /** While the job waits out a busy model: when it runs again, epoch ms (decision 196); null otherwise. */
  retry_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface CorrectionStatesTable {
  journal_entry_id: string;
  user_id: string;
  correction_id: string;
  accepted: number;
  rejected: number;
  updated_at: number;
}

export interface AssessmentTables {
  assessments: AssessmentsTable;
  correction_states: CorrectionStatesTable;
}
