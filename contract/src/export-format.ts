import { z } from 'zod';
import { assessmentStatus } from './assessment-api';
import { cardType } from './concepts';
import { sessionStatus } from './exercises';

/**
 * The JSON export document, version 1 (docs/export-format.md). Record refs (`ref`, and references
 * such as `journal_entry_id` that hold another record's `ref`) only link records inside one file; an import never keeps them.
 * Times are epoch milliseconds except `date_seconds`; `exported_at` is ISO 8601.
 */
export const EXPORT_DOCUMENT_VERSION = 1;

const ms = z.number().int().nonnegative();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day YYYY-MM-DD');

export const exportAssessment = z.object({
  status: assessmentStatus,
  data: z.unknown().nullable(),
  error: z.string().nullable(),
  new_words: z.number().int(),
  new_grammar_points: z.number().int(),
  level: z.string().nullable(),
  exercise_session_id: z.string().nullable(),
  created_at: ms,
  updated_at: ms,
});

export const exportEntry = z.object({
  ref: z.string().min(1),
  day,
  date_seconds: z.number().int(),
  time_zone: z.string().min(1),
  content: z.string(),
  target_language: z.string().nullable(),
  word_count: z.number().int().nonnegative(),
  version: z.number().int().positive(),
  analysis_state: z.enum(['analyzing', 'analyzed']).nullable(),
  created_at: ms,
  updated_at: ms,
  assessment: exportAssessment.nullable(),
  correction_states: z.array(
    z.object({
      correction_id: z.string(),
      accepted: z.number().int(),
      rejected: z.number().int(),
      updated_at: ms,
    }),
  ),
});

const fsrs = {
  due: ms,
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: z.number().int(),
  scheduled_days: z.number().int(),
  learning_steps: z.number().int(),
  state: z.number().int(),
};

export const exportReview = z.object({
  ...fsrs,
  rating: z.number().int(),
  last_elapsed_days: z.number().int(),
  review: ms,
  created_at: ms,
});

export const exportCard = z.object({
  ...fsrs,
  ref: z.string().min(1),
  card_type: cardType,
  reps: z.number().int(),
  lapses: z.number().int(),
  last_review: ms.nullable(),
  created_at: ms,
  updated_at: ms,
  reviews: z.array(exportReview),
});

const text = z.string().nullable();
export const exportConcept = z.object({
  ref: z.string().min(1),
  type: z.enum(['vocab', 'grammar']),
  key: z.string(),
  target_language: z.string(),
  word: text,
  english_translation: text,
  romanization: text,
  pos: text,
  example_sentences: z.unknown(),
  title: text,
  description: text,
  examples: z.unknown(),
  difficulty_level: text,
  tags: z.unknown(),
  source_journal_entry_id: text,
  correction_type: text,
  context: text,
  justification: text,
  created_at: ms,
  updated_at: ms,
  aliases: z.array(z.object({ created_at: ms })),
  cards: z.array(exportCard),
});
// A concept's `key` is its normalised word or grammar key; with type and language it is unique per
// account, which is how an import finds a concept the learner already has.

export const exportSession = z.object({
  ref: z.string().min(1),
  journal_entry_id: text,
  title: z.string(),
  status: sessionStatus,
  student_level: text,
  estimated_duration: z.number().int(),
  failure_reason: text,
  current_slide: z.number().int(),
  created_at: ms,
  updated_at: ms,
  completed_at: ms.nullable(),
  modules: z.array(
    z.object({
      ref: z.string().min(1),
      position: z.number().int(),
      concept_id: text,
      /** A merged spelling module: every concept it practises (refs), first one first; absent before 0017. */
      concept_ids: z.array(z.string()).nullable().optional(),
      concept_title: z.string(),
      input: z.unknown(),
      status: z.enum(['generating', 'ready', 'failed', 'cancelled']),
      data: z.unknown().nullable(),
      error: text,
      created_at: ms,
      updated_at: ms,
    }),
  ),
  answers: z.array(
    z.object({
      ref: z.string().min(1),
      module_id: z.string(),
      phase: z.enum(['guided_practice', 'independent_practice']),
      idx: z.number().int(),
      answer: z.string(),
      correct: z.number().int(),
      points: z.number().int(),
      created_at: ms,
    }),
  ),
});

export const exportDocument = z
  .object({
    format: z.literal('inkwell-export'),
    version: z.literal(EXPORT_DOCUMENT_VERSION),
    exported_at: z.string(),
    profile: z
      .object({
        display_name: text,
        native_language: text,
        target_language: text,
        time_zone: text,
        updated_at: ms,
      })
      .nullable(),
    entries: z.array(exportEntry),
    concepts: z.array(exportConcept),
    sessions: z.array(exportSession),
  })
  // Unknown top-level fields (a user_id, say) are refused; records inside are re-owned by the importer.
  .strict();

export type ExportDocument = z.infer<typeof exportDocument>;

/** What an import would do, shown before anything is written. */
export const importPreview = z.object({
  file: z.string(),
  format: z.string(),
  create: z.array(z.object({ day: z.string(), language: z.string().nullable(), words: z.number() })),
  conflicts: z.array(
    z.object({
      day: z.string(),
      existing_words: z.number(),
      incoming_words: z.number(),
      /** Keep both appends the text to the day's entry; an analysed entry is read-only, so not there. */
      can_append: z.boolean(),
    }),
  ),
  concepts: z.number(),
  cards: z.number(),
  reviews: z.number(),
  sessions: z.number(),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importConflictChoice = z.enum(['skip', 'replace', 'append']);
export type ImportConflictChoice = z.infer<typeof importConflictChoice>;

export const importResult = z.object({
  created: z.number(),
  replaced: z.number(),
  appended: z.number(),
  skipped: z.number(),
  concepts: z.number(),
  cards: z.number(),
  sessions: z.number(),
});
export type ImportResult = z.infer<typeof importResult>;
