import { z } from 'zod';
import { sessionTitleMessage } from './text-messages';
import { codedText } from './coded-text';

/** Spec §4: generating → ready (launchable) → completed; or failed / cancelled. */
export const sessionStatus = z.enum(['generating', 'ready', 'failed', 'cancelled', 'completed']);
export type SessionStatus = z.infer<typeof sessionStatus>;

export const PHASES = [
  'simple_explanation',
  'complex_explanation',
  'demonstration',
  'guided_practice',
  'independent_practice',
  'review',
] as const;
export const phaseName = z.enum(PHASES);
export type PhaseName = z.infer<typeof phaseName>;

export const exerciseType = z.enum(['fill_blank', 'multiple_choice', 'translation']);
export type ExerciseType = z.infer<typeof exerciseType>;

const text = z.string().min(1);

/**
 * How a free-text answer is graded when only a span of it is practised (docs/decisions/147): the
 * answer is right when the corrected span occurs in it at least as often as in `window` (the short
 * stretch of the learner's words with the fix applied) and the learner's form occurs no more often
 * than there. Whatever else the learner rewrites is not graded. Without it, answers must equal `answer`.
 */
export const spanCheck = z.object({
  right: text,
  wrong: z.string(),
  window: text,
});
export type SpanCheck = z.infer<typeof spanCheck>;

export const exercise = z.object({
  type: exerciseType,
  question: text,
  answer: text,
  /** Other answers that are also right (a model's "estaba / estuve"); nullable for strict wire schemas. */
  accepted: z.array(z.string()).nullable().optional(),
  /** Multiple choice: the correct answer plus plausible distractors, exactly one of them correct. */
  options: z.array(text).optional(),
  hint: z.string().optional(),
  explanation: z.string().optional(),
  points: z.number().int().positive().optional(),
  difficulty: z.string().optional(),
  check: spanCheck.optional(),
});
export type Exercise = z.infer<typeof exercise>;

export const phaseContent = {
  simple_explanation: z.object({ explanation: text, key_takeaway: text, example: text }),
  complex_explanation: z.object({ explanation: text, cultural_notes: z.string().optional() }),
  demonstration: z.object({
    pattern: text,
    examples: z
      .array(
        z.object({
          text,
          translation: z.string(),
          explanation: z.string(),
          difficulty: z.string(),
        }),
      )
      .min(1),
  }),
  guided_practice: z.object({ tips: z.string().optional(), exercises: z.array(exercise).min(1) }),
  independent_practice: z.object({
    exercises: z.array(exercise).min(1),
    challenge_question: z
      .object({
        question: text,
        answer: text,
        accepted: z.array(z.string()).nullable().optional(),
        check: spanCheck.optional(),
      })
      .optional(),
  }),
  review: z.object({
    key_points: z.array(text).min(1),
    memory_aid: text,
    common_mistakes: z.array(z.object({ mistake: text, correction: text })),
  }),
} as const;

/** A module's phases; what a generator must produce for one concept. */
export const modulePhases = z.object({
  simple_explanation: z.object({ content: phaseContent.simple_explanation }),
  complex_explanation: z.object({ content: phaseContent.complex_explanation }),
  demonstration: z.object({ content: phaseContent.demonstration }),
  guided_practice: z.object({ content: phaseContent.guided_practice }),
  independent_practice: z.object({ content: phaseContent.independent_practice }),
  review: z.object({ content: phaseContent.review }),
});
export type ModulePhases = z.infer<typeof modulePhases>;

export const exerciseModule = z.object({
  module_id: z.string(),
  concept_title: z.string(),
  /** The deck concept it practises, when there is one (Practise the missed ones again uses it). */
  concept_id: z.string().nullable().optional(),
  /**
   * A merged spelling module's words (decision 195): each deck concept with the questions that
   * practise it, so Practise the missed ones again takes exactly the words answered wrong.
   */
  concepts: z
    .array(
      z.object({
        concept_id: z.string(),
        title: z.string(),
        questions: z.array(
          z.object({
            phase: z.enum(['guided_practice', 'independent_practice']),
            /** The challenge question sits at the index after the last exercise. */
            index: z.number().int().nonnegative(),
          }),
        ),
      }),
    )
    .optional(),
  phases: modulePhases,
});
export type ExerciseModule = z.infer<typeof exerciseModule>;
export type ModuleConcept = NonNullable<ExerciseModule['concepts']>[number];

/** Module data may arrive as a JSON string (spec §3); the client accepts both. */
export const moduleWire = z.union([exerciseModule, z.string()]);

export const recordedAnswer = z.object({
  module_id: z.string(),
  phase: z.enum(['guided_practice', 'independent_practice']),
  /** Exercise index; the challenge question sits at the index after the last exercise (spec §9). */
  index: z.number().int().nonnegative(),
  answer: z.string(),
  correct: z.boolean(),
  points: z.number().int().nonnegative(),
});
export type RecordedAnswer = z.infer<typeof recordedAnswer>;

export const exerciseSession = z.object({
  id: z.string(),
  /** English; `title_message` (when the server made the title) is what the web words (decision 291). */
  title: z.string(),
  title_message: sessionTitleMessage.nullable().optional(),
  status: sessionStatus,
  concepts_identified: z.array(z.object({ title: z.string() })),
  estimated_duration: z.number().int().nonnegative(),
  student_level: z.string().nullable(),
  /** The language the exercises are in (the modules' target language), so "Hear it" can voice a sentence; null before any module is stored. */
  target_language: z.string().nullable(),
  journal_entry_id: z.string().nullable(),
  failure_reason: z.string().nullable(),
  /** The same reason as a code and values (issue 26), worded by the web in the interface language. */
  failure_reason_coded: codedText.nullable().optional(),
  created_at: z.string(),
  current_slide: z.number().int().nonnegative(),
  answers: z.array(recordedAnswer),
  score: z.number().int().nonnegative(),
  max_score: z.number().int().nonnegative(),
});
export type ExerciseSession = z.infer<typeof exerciseSession>;

export const sessionWithModules = z.object({ session: exerciseSession, modules: z.array(moduleWire) });
export type SessionWithModules = z.infer<typeof sessionWithModules>;

export const sessionStatusInfo = z.object({
  session_id: z.string(),
  status: sessionStatus,
  can_launch: z.boolean(),
  concepts_count: z.number().int().nonnegative(),
  modules_ready: z.number().int().nonnegative(),
  modules_total: z.number().int().nonnegative(),
  failure_reason: z.string().nullable(),
  /** The same reason as a code and values (issue 26), worded by the web in the interface language. */
  failure_reason_coded: codedText.nullable().optional(),
});
export type SessionStatusInfo = z.infer<typeof sessionStatusInfo>;

export const sessionListItem = z.object({
  document_id: z.string(),
  title: z.string(),
  title_message: sessionTitleMessage.nullable().optional(),
  status: sessionStatus,
  concepts_count: z.number().int().nonnegative(),
  created_at: z.string(),
  /** Where the learner left off and how many answers they gave: a started session is in progress. */
  current_slide: z.number().int().nonnegative().default(0),
  answered_count: z.number().int().nonnegative().default(0),
});
export type SessionListItem = z.infer<typeof sessionListItem>;
/** What a server sends (the progress fields may be absent from an older one). */
export type SessionListItemWire = z.input<typeof sessionListItem>;

export const sessionByJournal = z.object({
  document_id: z.string(),
  status: sessionStatus,
  concepts_count: z.number().int().nonnegative(),
});
export type SessionByJournal = z.infer<typeof sessionByJournal>;

export const sessionListQuery = z
  .object({ limit: z.coerce.number().int().min(1).max(50).default(50) })
  .strict();

/** Create Exercise: a session from concepts the learner picks from their deck. */
export const createSessionBody = z
  .object({
    concept_ids: z.array(z.string().min(1)).min(1).max(10),
    title: z.string().trim().min(1).max(120).optional(),
  })
  .strict();

export const answerBody = z
  .object({
    module_id: z.string().min(1),
    phase: z.enum(['guided_practice', 'independent_practice']),
    index: z.number().int().nonnegative(),
    answer: z.string().trim().min(1, 'must not be blank').max(2000),
  })
  .strict();

export const progressBody = z.object({ current_slide: z.number().int().nonnegative() }).strict();

/**
 * Asks the configured model to grade a free translation the lenient check marked wrong (issue 14). The
 * server grades the answer already recorded at that slot, so the body names only the slot.
 */
export const modelGradeBody = z
  .object({
    module_id: z.string().min(1),
    phase: z.enum(['guided_practice', 'independent_practice']),
    index: z.number().int().nonnegative(),
  })
  .strict();

/** The verdict: the model's (`model`) or, offline or when the model failed, the lenient check's. */
export const modelGrade = z.object({
  correct: z.boolean(),
  feedback: z.string().nullable(),
  source: z.enum(['model', 'lenient']),
  answer: recordedAnswer,
});
export type ModelGrade = z.infer<typeof modelGrade>;
