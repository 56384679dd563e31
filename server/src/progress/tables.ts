/** Figures stored when an entry is assessed (migration 0023, decision 245): derived, never exported. */
export interface AssessmentFiguresTable {
  journal_entry_id: string;
  user_id: string;
  /** The entry's learner-day 'YYYY-MM-DD'. */
  day: string;
  words: number;
  mistakes: number;
  /** 1 (A1) … 6 (C2). */
  level_rank: number;
  /** 0–100. */
  confidence: number;
  assessor: string;
  model: string | null;
  lemmas: number;
  new_lemmas: number;
  created_at: number;
}

/** One correction of an assessment, keyed so the same mistake groups across entries. */
export interface AssessmentMistakesTable {
  journal_entry_id: string;
  correction_id: string;
  user_id: string;
  day: string;
  category: string;
  mistake_key: string;
  original: string;
  corrected: string;
  context: string;
}

/** Every word form a learner has used, with the entry and day of its first use. */
export interface UserLemmasTable {
  user_id: string;
  language: string;
  lemma: string;
  first_entry_id: string;
  first_day: string;
}

export interface ProgressTables {
  assessment_figures: AssessmentFiguresTable;
  assessment_mistakes: AssessmentMistakesTable;
  user_lemmas: UserLemmasTable;
}
