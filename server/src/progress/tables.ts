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

/**
 * A run of consecutive writing days (live entries), kept as entries come and go (migration 0029,
 * decision 263): the streaks read a row or two instead of every entry.
 */
export interface WritingRunsTable {
  user_id: string;
  first_day: string;
  last_day: string;
  /** last_day − first_day + 1. */
  days: number;
}

/** A learner's running totals (migration 0029): distinct words whose first use is in a live entry. */
export interface ProgressCountersTable {
  user_id: string;
  distinct_words: number;
}

export interface ProgressTables {
  assessment_figures: AssessmentFiguresTable;
  assessment_mistakes: AssessmentMistakesTable;
  user_lemmas: UserLemmasTable;
  writing_runs: WritingRunsTable;
  progress_counters: ProgressCountersTable;
}
