/** The CEFR bands the offline banks cover (C2 learners get the C1 prompts). */
export const PROMPT_BANDS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;
export type PromptBand = (typeof PROMPT_BANDS)[number];

/** One language's prompts per band; the n-th prompt of a band is the same prompt in every language. */
export type PromptBank = Record<PromptBand, readonly string[]>;
