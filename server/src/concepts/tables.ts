import type { Generated } from 'kysely';
import type { SrsLog, SrsState } from './srs.js';

/** Vocab and grammar concepts, their SRS cards and the log of every review (migration 0004). */

export interface ConceptsTable {
  id: string;
  user_id: string;
  type: 'vocab' | 'grammar';
  /** Normalised word or title: with user_id, type and target_language it keeps one concept per thing. */
  key: string;
  /** '' when unknown, so the uniqueness above also holds for concepts without a language. */
  target_language: string;
  word: string | null;
  english_translation: string | null;
  romanization: string | null;
  pos: string | null;
  /** JSON array of strings. */
  example_sentences: string;
  title: string | null;
  description: string | null;
  /** JSON array of strings. */
  examples: string;
  difficulty_level: string | null;
  /** JSON array of strings. */
  tags: string;
  source_journal_entry_id: string | null;
  correction_type: string | null;
  context: string | null;
  justification: string | null;
  created_at: number;
  updated_at: number;
}

/** Another id that names an existing concept: the same word discovered again in a later entry. */
export interface ConceptAliasesTable {
  id: string;
  user_id: string;
  concept_id: string;
  created_at: number;
}

/** A card: its concept and face, plus FSRS's scheduling fields (the SrsState the scheduler works on). */
export interface CardsTable extends SrsState {
  id: string;
  user_id: string;
  concept_id: string;
  card_type: 'recognition' | 'recall' | 'context' | 'spelling';
  created_at: number;
  updated_at: number;
}

/** One review: FSRS's log of it (SrsLog: the card's state before the rating, and the rating). */
export interface ReviewLogsTable extends SrsLog {
  id: string;
  user_id: string;
  card_id: string;
  /** Where the review came from: the deck or practice, or a due word used in an entry (migration 0030). */
  source: Generated<ReviewSource>;
  /** For a review from writing, the entry it came from (one review per card and entry). */
  journal_entry_id: string | null;
  created_at: number;
}

export type ReviewSource = 'review' | 'writing';

export interface ConceptTables {
  concepts: ConceptsTable;
  concept_aliases: ConceptAliasesTable;
  cards: CardsTable;
  review_logs: ReviewLogsTable;
}
