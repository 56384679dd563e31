import { z } from 'zod';

/** One mistake the learner made, with its sentence before and after the correction. */
export const learnerMistake = z.object({
  wrong: z.string(),
  right: z.string(),
  explanation: z.string(),
  sentence: z.string(),
  correctedSentence: z.string(),
});
export type LearnerMistake = z.infer<typeof learnerMistake>;

/**
 * What a generator needs to build one module: the concept and the learner's own material. Stored as
 * JSON in exercise_modules.input and read back with this schema (the JSON export carries it too).
 */
export const moduleInput = z.object({
  kind: z.enum(['vocab', 'grammar']),
  /** The word (vocab) or the grammar point's title. */
  title: z.string(),
  /** Definition, rule description or justification. */
  description: z.string(),
  /** A vocab word's meaning, when known; Create Exercise asks for the word from it. */
  meaning: z.string().nullable().optional(),
  language: z.string(),
  nativeLanguage: z.string().nullable(),
  /** The learner's interface language: an offline lesson's words when the native one has no catalog. */
  interfaceLanguage: z.string().nullable().optional(),
  level: z.string().nullable(),
  /** The learner's regional variety and grammatical gender (decision 230); absent in older modules. */
  variety: z.string().nullable().optional(),
  gender: z.string().nullable().optional(),
  mistakes: z.array(learnerMistake),
  /** Example sentences stored with the concept. */
  examples: z.array(z.string()),
});
export type ModuleInput = z.infer<typeof moduleInput>;
