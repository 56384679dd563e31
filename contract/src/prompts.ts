import { z } from 'zod';

/** Longest prompt text an entry keeps (a generated prompt is cut to this by the server). */
export const PROMPT_TEXT_MAX = 300;

/** A bank prompt id: band and 1-based number, the same in every language ('b1-07'). */
export const promptId = z
  .string()
  .regex(/^[abc][12]-\d{2}$/, { message: 'must be a prompt id such as b1-07' });

/** A writing prompt offered on the New Entry page. */
export const writingPrompt = z.object({
  /** Bank id; null for a prompt the model wrote. */
  id: promptId.nullable(),
  /** In the learner's target language. */
  text: z.string(),
  /** The CEFR band the prompt was chosen for. */
  level: z.string(),
  /** The prompt in the learner's native language, when one is known. */
  translation: z.string().nullable(),
});
export type WritingPrompt = z.infer<typeof writingPrompt>;

/**
 * GET /api/prompts/next?exclude=a1-01,a1-02 — one prompt for the learner's target language and level;
 * `exclude` lists the bank ids already skipped on this page. Answers `{prompt: null, reason}` when none fits.
 */
export const nextPromptQuery = z
  .object({
    exclude: z
      .string()
      .max(2_000)
      .optional()
      .transform((s) => (s ? s.split(',').filter((id) => promptId.safeParse(id).success) : [])),
  })
  .strict();
export type NextPromptQuery = z.input<typeof nextPromptQuery>;

export const nextPromptResponse = z.object({
  prompt: writingPrompt.nullable(),
  /** Why there is no prompt, in plain words (prompts off, no target language, no bank and no model). */
  reason: z.string().nullable(),
  /** Whether POST /api/prompts/generate can write a new one (a model is configured and prompts are on). */
  can_generate: z.boolean().default(false),
});
export type NextPromptResponse = z.infer<typeof nextPromptResponse>;

/** POST /api/prompts/generate — a new prompt written by the configured model; no body fields. */
export const generatePromptBody = z.object({}).strict();

/** GET and PUT /api/prompts/settings — the Profile Settings switch for writing prompts. */
export const promptSettings = z.object({ writing_prompts: z.boolean() }).strict();
export type PromptSettings = z.infer<typeof promptSettings>;

/** The prompt an entry was started from, sent with the new entry and shown with it. */
export const entryPrompt = z
  .object({
    id: promptId.nullable(),
    text: z
      .string()
      .trim()
      .min(1, { message: 'must not be blank' })
      .max(PROMPT_TEXT_MAX, { message: `must be at most ${PROMPT_TEXT_MAX} characters` }),
  })
  .strict();
export type EntryPrompt = z.infer<typeof entryPrompt>;
