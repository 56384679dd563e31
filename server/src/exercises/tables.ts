import type { SessionStatus } from '@inkwell/contract';

export type ModuleStatus = 'generating' | 'ready' | 'failed' | 'cancelled';

export interface ExerciseSessionsTable {
  id: string;
  user_id: string;
  journal_entry_id: string | null;
  title: string;
  /** JSON SessionTitleMessage (decision 291); null: the learner's own title or a row made before 0037. */
  title_message: string | null;
  status: SessionStatus;
  student_level: string | null;
  estimated_duration: number;
  failure_reason: string | null;
  current_slide: number;
  created_at: number;
  updated_at: number;
  completed_at: number | null;
}

export interface ExerciseModulesTable {
  id: string;
  session_id: string;
  user_id: string;
  position: number;
  concept_id: string | null;
  /** JSON array of every concept a merged spelling module practises (decision 188); null: just concept_id. */
  concept_ids: string | null;
  concept_title: string;
  /** JSON ModuleInput: what the generator is given. */
  input: string;
  status: ModuleStatus;
  /** JSON ModulePhases once generated. */
  data: string | null;
  error: string | null;
  created_at: number;
  updated_at: number;
}

export interface ExerciseAnswersTable {
  id: string;
  session_id: string;
  user_id: string;
  module_id: string;
  phase: 'guided_practice' | 'independent_practice';
  idx: number;
  answer: string;
  correct: number;
  points: number;
  created_at: number;
}

export interface ExerciseTables {
  exercise_sessions: ExerciseSessionsTable;
  exercise_modules: ExerciseModulesTable;
  exercise_answers: ExerciseAnswersTable;
}
