import { z } from 'zod';
import { assessmentStatus } from './assessment-api';
import { cardType } from './concepts';
import { sessionStatus } from './exercises';
import {
  boundedString,
  importedAssessmentData,
  importedConceptExamples,
  importedConceptTags,
  importedModuleData,
  importedModuleInput,
  IMPORT_BOUNDS,
  int32,
} from './import-bounds';
import { journalContent } from './journal';
import { sessionTitleMessage } from './text-messages';
import { isLanguageCode } from './languages';
import { interfaceLanguage } from './interface-language';
import { DISPLAY_NAME_MAX, gender, varietyCode } from './profile';
import { PROMPT_TEXT_MAX, promptId } from './prompts';
import { timeZoneName } from './time-zone';
import { VARIETY_MISMATCH_MESSAGE, varietyFitsLanguage } from './varieties';

/**
 * The JSON export document, version 1 (docs/export-format.md). Record refs (`ref`, and references
 * such as `journal_entry_id` that hold another record's `ref`) only link records inside one file; an import never keeps them.
 * Times are epoch milliseconds except `date_seconds`; `exported_at` is ISO 8601.
 */
export const EXPORT_DOCUMENT_VERSION = 1;

const ms = z.number().int().nonnegative();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day YYYY-MM-DD');
// Every field is bounded as the API bounds it (issue 21): an import is held to the API's rules.
const ref = boundedString(IMPORT_BOUNDS.refChars).min(1);
const short = boundedString(IMPORT_BOUNDS.shortChars);
const long = boundedString(IMPORT_BOUNDS.textChars);
const language = z.string().refine(isLanguageCode, { message: 'unknown language code' });
const count = int32.nonnegative();

export const exportAssessment = z.object({
  status: assessmentStatus,
  data: importedAssessmentData.nullable(),
  error: long.nullable(),
  new_words: count,
  new_grammar_points: count,
  level: short.nullable(),
  exercise_session_id: ref.nullable(),
  /** When a failed analysis retries by itself; exported as stored, an import does not restore it. */
  retry_at: ms.nullable().optional(),
  created_at: ms,
  updated_at: ms,
});

export const exportEntry = z.object({
  ref,
  day,
  date_seconds: z.number().int(),
  time_zone: timeZoneName,
  content: journalContent,
  target_language: language.nullable(),
  word_count: count,
  version: int32.positive(),
  analysis_state: z.enum(['analyzing', 'analyzed']).nullable(),
  /** Why the last analysis failed; exported as stored, an import does not restore it. */
  analysis_error: long.nullable().optional(),
  // The writing prompt the entry was started from (issue 25); absent in older exports.
  prompt_id: promptId.nullable().optional(),
  prompt_text: z.string().max(PROMPT_TEXT_MAX).nullable().optional(),
  created_at: ms,
  updated_at: ms,
  assessment: exportAssessment.nullable(),
  correction_states: z.array(
    z.object({
      correction_id: ref,
      accepted: int32,
      rejected: int32,
      updated_at: ms,
    }),
  ),
});

const fsrs = {
  due: ms,
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: int32,
  scheduled_days: int32,
  learning_steps: int32,
  state: int32,
};

export const exportReview = z.object({
  ...fsrs,
  rating: int32,
  last_elapsed_days: int32,
  review: ms,
  created_at: ms,
  /** Where the review came from (issue 25); files written before it hold deck reviews only. */
  source: z.enum(['review', 'writing']).default('review'),
  /** For a review from writing, the `ref` of the entry it came from. */
  journal_entry_id: ref.nullable().default(null),
});

export const exportCard = z.object({
  ...fsrs,
  ref,
  card_type: cardType,
  reps: int32,
  lapses: int32,
  last_review: ms.nullable(),
  created_at: ms,
  updated_at: ms,
  reviews: z.array(exportReview),
});

const text = long.nullable();
const shortText = short.nullable();
export const exportConcept = z.object({
  ref,
  type: z.enum(['vocab', 'grammar']),
  key: short,
  target_language: short,
  word: shortText,
  english_translation: text,
  romanization: shortText,
  pos: shortText,
  example_sentences: importedConceptExamples.nullish(),
  title: shortText,
  description: text,
  examples: importedConceptExamples.nullish(),
  difficulty_level: shortText,
  tags: importedConceptTags.nullish(),
  source_journal_entry_id: ref.nullable(),
  correction_type: shortText,
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
  ref,
  journal_entry_id: ref.nullable(),
  title: short,
  /** The title as a catalog key and values (decision 291); absent before 0037 and for the learner's own title. */
  title_message: sessionTitleMessage.nullable().optional(),
  status: sessionStatus,
  student_level: shortText,
  estimated_duration: count,
  failure_reason: text,
  current_slide: count,
  created_at: ms,
  updated_at: ms,
  completed_at: ms.nullable(),
  modules: z
    .array(
      z.object({
        ref,
        position: count,
        concept_id: ref.nullable(),
        /** A merged spelling module: every concept it practises (refs), first one first; absent before 0017. */
        concept_ids: z.array(ref).max(IMPORT_BOUNDS.listItems).nullable().optional(),
        concept_title: short,
        input: importedModuleInput,
        status: z.enum(['generating', 'ready', 'failed', 'cancelled']),
        data: importedModuleData.nullable(),
        error: text,
        created_at: ms,
        updated_at: ms,
      }),
    )
    .max(IMPORT_BOUNDS.modulesPerSession),
  answers: z.array(
    z.object({
      ref,
      module_id: ref,
      phase: z.enum(['guided_practice', 'independent_practice']),
      idx: count,
      answer: boundedString(IMPORT_BOUNDS.answerChars),
      correct: z.union([z.literal(0), z.literal(1)]),
      points: count,
      created_at: ms,
    }),
  ),
});

export const exportDocument = z
  .object({
    format: z.literal('inkwell-export'),
    version: z.literal(EXPORT_DOCUMENT_VERSION),
    exported_at: short,
    // Profile fields as PUT /api/auth/me checks them.
    profile: z
      .object({
        display_name: z
          .string()
          .trim()
          .min(1, { message: 'must not be blank' })
          .max(DISPLAY_NAME_MAX, { message: `must be at most ${DISPLAY_NAME_MAX} characters` })
          .nullable(),
        native_language: language.nullable(),
        target_language: language.nullable(),
        time_zone: timeZoneName.nullable(),
        // Absent in exports made before decision 230.
        variety: varietyCode.nullable().optional(),
        gender: gender.nullable().optional(),
        /** 1 while writing prompts are on, 0 when turned off (issue 25); absent in older exports. */
        writing_prompts: z.number().int().min(0).max(1).optional(),
        /** Absent in exports made before issue 26. */
        interface_language: interfaceLanguage.nullable().optional(),
        updated_at: ms,
      })
      .refine((p) => varietyFitsLanguage(p.variety, p.target_language), {
        message: VARIETY_MISMATCH_MESSAGE,
        path: ['variety'],
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
