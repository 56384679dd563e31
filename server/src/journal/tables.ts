import type { ColumnType } from 'kysely';
import type { JournalAnalysisState } from '@inkwell/contract';

/**
 * One entry per user per learner-day: unique (user_id, day). `day` is 'YYYY-MM-DD' in `time_zone`;
 * `date_seconds` is the instant the client sent (the spec's data.date).
 */
export interface JournalEntriesTable {
  id: string;
  user_id: string;
  day: string;
  date_seconds: number;
  time_zone: string;
  content: string;
  target_language: string | null;
  word_count: number;
  version: number;
  analysis_state: JournalAnalysisState;
  /** The learner's reason when the last analysis failed; null otherwise (cleared when one starts). */
  analysis_error: string | null;
  /** The same reason as JSON `{code, params}` (decision 294); null before migration 0038 and when none. */
  analysis_error_coded: string | null;
  created_at: number;
  updated_at: number;
  /** Set by an entry deletion; hidden from every read until undone or purged (decision 176). */
  deleted_at: number | null;
  /** The writing prompt the entry was started from: its bank id (null for a generated one) and text. */
  prompt_id: ColumnType<string | null, string | null | undefined, string | null>;
  prompt_text: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * An earlier version of a revised entry (migration 0031, decision 269): its text and the assessment it
 * had when the learner revised it. Numbered from 1 per entry; the entry row is the version after the last.
 */
export interface EntryVersionsTable {
  id: string;
  user_id: string;
  journal_entry_id: string;
  number: number;
  content: string;
  word_count: number;
  /** JSON AssessmentData of this version, or null when it had none. */
  assessment: string | null;
  /** When this version's text was last saved, and when a revision replaced it (epoch ms). */
  written_at: number;
  replaced_at: number;
}

export interface JournalTables {
  journal_entries: JournalEntriesTable;
  entry_versions: EntryVersionsTable;
}
