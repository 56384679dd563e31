import { CEFR_LEVELS, correctionCategory } from '@inkwell/contract';
import { z } from 'zod';
import type { StructuredPrompt } from '../ai/generate.js';
import { languageName } from './language.js';

/** What the model must answer: JSON of this shape (sent as a JSON schema; every field required). */
export const modelAnswerSchema = z.object({
  feedback: z.string().describe('Two to four sentences of encouraging, specific overall feedback.'),
  student_language_level: z.enum(CEFR_LEVELS).describe('CEFR level the entry shows.'),
  corrections: z.array(
    z.object({
      context_before: z
        .string()
        .describe(
          'Up to five words of the entry immediately before `original`, copied exactly; "" at the start.',
        ),
      original: z
        .string()
        .describe('The wrong text copied EXACTLY from the entry (same spelling, case, punctuation).'),
      corrected: z.string().describe('What should replace `original`.'),
      explanation: z.string().describe('Why, in one or two short sentences.'),
      category: correctionCategory,
    }),
  ),
  vocab_concepts: z.array(
    z.object({
      word: z
        .string()
        .describe('A word or short phrase in the target language worth learning (corrected form).'),
      correction_type: correctionCategory,
      justification: z.string(),
      meaning: z.string().describe("A short translation of the word into the learner's native language."),
    }),
  ),
  grammar: z.array(
    z.object({
      title: z.string(),
      description: z.string(),
      examples: z.array(z.string()).describe('Correct example sentences in the target language.'),
      difficulty_level: z.enum(['beginner', 'intermediate', 'advanced']),
      tags: z.array(z.string()),
    }),
  ),
});
export type ModelAnswer = z.infer<typeof modelAnswerSchema>;

export function assessmentPrompt(
  text: string,
  targetLanguage: string | null,
  nativeLanguage: string | null,
): StructuredPrompt {
  const target = targetLanguage ? languageName(targetLanguage) : 'the language it is written in';
  const native = nativeLanguage ? languageName(nativeLanguage) : null;
  const explainIn = native
    ? `Write feedback, explanations, justifications and grammar descriptions in ${native}.`
    : 'Write feedback and explanations in English.';
  const system = [
    `You are a careful, kind teacher of ${target}. A learner wrote the journal entry below in ${target}.`,
    'Find the real mistakes: spelling, vocabulary (wrong or unnatural word choice), grammar, and word order.',
    'Do not rewrite style that is already correct, and do not invent mistakes; a correct entry gets no corrections.',
    'Rules for each correction:',
    '- `original` is copied character for character from the entry, as short as possible (usually one to four words).',
    '- `context_before` is the text right before `original`, copied exactly, so the server can find the right occurrence.',
    '- Corrections must not overlap; never give a correction whose `corrected` equals `original`.',
    '- `category` is one of spelling, vocabulary, grammar, word_order.',
    `List vocab_concepts (words worth practising) and grammar points (title, description, two or three correct examples in ${target}) drawn from the corrections.`,
    `Give each vocab concept's \`meaning\`: a short translation into ${native ?? 'English'} (a word or two, as a bilingual dictionary would).`,
    `Estimate the CEFR level (${CEFR_LEVELS.join(', ')}) the entry shows.`,
    explainIn,
  ].join('\n');
  return { system, prompt: `Journal entry:\n"""\n${text}\n"""` };
}
