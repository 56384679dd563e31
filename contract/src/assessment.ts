import { z } from 'zod';
import { codedText } from './coded-text';
import { CORRECTION_CATEGORIES } from './correction-categories';

/**
 * The result of assessing a journal entry (spec §3 "Assessment", "Local correction", "Discovered
 * concepts"). The server produces it — offline or with a model — and the web shows it.
 */

/**
 * What kind of mistake a correction fixes. `accents` (missing or wrong diacritics) and `punctuation`
 * were added for model assessments (issue 14); the offline checkers keep mapping onto the first four.
 */
export const correctionCategory = z.enum(CORRECTION_CATEGORIES);
export type CorrectionCategory = z.infer<typeof correctionCategory>;

/**
 * How sure the assessor is of a correction (issue 22). A `fix` knows the right form (an accent of a known
 * word, a form from a conjugation or participle table) and may be accepted into the text and practised.
 * A `flag` only says something is wrong here: its `corrected` equals `original` (no replacement is
 * taught), its explanation says what to check, and it is never accepted, drilled or made a card.
 * Absent: a fix (model assessments and those stored before the field existed).
 */
export const correctionFinding = z.enum(['fix', 'flag']);
export type CorrectionFinding = z.infer<typeof correctionFinding>;

/** Whether a correction may be taught as the right form: every fix, never a flag. */
export const isCertainFix = (c: { finding?: CorrectionFinding | null | undefined }): boolean =>
  c.finding !== 'flag';

/** How much a mistake matters: `major` hinders understanding or breaks a rule of the learner's level. */
export const correctionSeverity = z.enum(['minor', 'major']);
export type CorrectionSeverity = z.infer<typeof correctionSeverity>;

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export const cefrLevel = z.enum(CEFR_LEVELS);
export type CefrLevel = z.infer<typeof cefrLevel>;

/**
 * One correction, anchored in the entry by the server: `start`/`end` are UTF-16 offsets into the entry
 * content (what JavaScript's `slice` uses), so `content.slice(start, end) === original` always holds.
 * `id` is stable for the assessment, so correction states can be keyed by it.
 */
export const assessmentCorrection = z.object({
  id: z.string(),
  original: z.string(),
  corrected: z.string(),
  explanation: z.string(),
  category: correctionCategory,
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  /** The sentence of the entry the correction sits in. */
  context: z.string(),
  /** Set by model assessments; absent in older and offline ones. */
  severity: correctionSeverity.nullable().optional(),
  /** Fix or flag (see correctionFinding); absent: a fix. */
  finding: correctionFinding.nullable().optional(),
});
export type AssessmentCorrection = z.infer<typeof assessmentCorrection>;

/** A word worth practising, drawn from a spelling or word-choice correction. */
export const vocabConcept = z.object({
  vocab_uuid: z.string(),
  word: z.string(),
  correction_type: correctionCategory,
  context: z.string(),
  justification: z.string(),
  /** Its meaning in the learner's native language (model or offline glossary); null: ask the learner. */
  meaning: z.string().nullable().optional(),
  /** A correct example sentence in the target language (model assessments), kept for a lemma. */
  example: z.string().nullable().optional(),
});
export type VocabConcept = z.infer<typeof vocabConcept>;

/** A grammar point worth practising, drawn from grammar and word-order corrections. */
export const grammarConcept = z.object({
  title: z.string(),
  description: z.string(),
  examples: z.array(z.string()),
  difficulty_level: z.string(),
  tags: z.array(z.string()),
  target_language: z.string(),
});
export type GrammarConcept = z.infer<typeof grammarConcept>;

/** Who made the assessment: the built-in offline checker, or a configured model. */
export const assessorKind = z.enum(['offline', 'model']);
export type AssessorKind = z.infer<typeof assessorKind>;

export const assessmentData = z.object({
  feedback: z.string(),
  corrections: z.array(assessmentCorrection),
  student_language_level: cefrLevel,
  /** One line on why the entry shows that level (model assessments); absent otherwise. */
  level_justification: z.string().nullable().optional(),
  vocab_concepts: z.array(vocabConcept),
  grammar: z.array(grammarConcept),
  assessor: assessorKind,
  /** The model's name when `assessor` is 'model', else null. */
  model: z.string().nullable(),
  /** The language code the entry was checked as (e.g. 'en', 'es'). */
  language: z.string(),
  /** Honest remarks about the assessment, e.g. 'no offline checker for this language' (English). */
  notes: z.array(z.string()),
  /**
   * The same remarks as codes (issue 26, decision 294), index for index with `notes`; null for a remark
   * without one. Absent in assessments made before, whose notes show as written.
   */
  note_codes: z.array(codedText.nullable()).optional(),
});
export type AssessmentData = z.infer<typeof assessmentData>;
