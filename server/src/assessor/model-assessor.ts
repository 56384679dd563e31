import { ASSESSMENT_LIMITS as LIMITS, truncateText, type GrammarConcept } from '@inkwell/contract';
import { AiCallError } from '../ai/errors.js';
import { generateStructured, type GenerateOptions } from '../ai/generate.js';
import type { AiClient } from '../ai/provider.js';
import { anchorCorrections } from './anchor.js';
import { assessInParts, assessmentWire } from './entry-parts.js';
import { wrongLanguageNote } from './explanation-language.js';
import { addNote, analysisNote, notesFields, type CodedNote } from './notes.js';
import { baseLanguage } from './language.js';
import { modelVocabConcepts } from './model-vocab.js';
import { proposedCorrection, streamedCorrections, type CorrectionsProgress } from './streamed-corrections.js';
import {
  assessmentPrompt,
  correctionCapFor,
  modelAnswerSchema,
  TEACHING_TEMPERATURE,
  type ModelAnswer,
} from './model-prompt.js';
import type { AssessmentInput, AssessmentOutcome, Assessor } from './types.js';

/** Assessment by a configured model; failures surface as AiCallError (plain message, logged detail). */
export function createModelAssessor(client: AiClient): Assessor {
  return {
    kind: 'model',
    async assess(
      input: AssessmentInput,
      signal?: AbortSignal,
      onProgress?: CorrectionsProgress,
    ): Promise<AssessmentOutcome> {
      const cap = correctionCapFor(input.learnerLevel);
      const progress = onProgress ? streamedCorrections(input.text, onProgress, cap) : undefined;
      // assessInParts calls back once per part, in entry order: the count is the part's index.
      let parts = 0;
      // A long entry is assessed in parts split at paragraphs, merged (entry-parts.ts, decision 153).
      const answer = assessInParts(input.text, client.maxOutputTokens, (part) => {
        const onText = progress?.onText(parts++);
        return generateStructured(
          client,
          modelAnswerSchema,
          assessmentPrompt(part, {
            targetLanguage: input.targetLanguage,
            nativeLanguage: input.nativeLanguage,
            level: input.learnerLevel,
            variety: input.variety,
            gender: input.gender,
          }),
          {
            signal,
            temperature: TEACHING_TEMPERATURE,
            schemaName: 'journal_assessment',
            schemaDescription: 'Corrections and feedback for a language learner’s journal entry',
            wire: levelCapped(assessmentWire(part), cap),
            // An empty or off-shape answer is not a flawless entry (issue 27).
            mustHave: ['corrections', 'feedback', 'student_language_level'],
            ...(onText ? { onText } : {}),
          },
        );
      });
      const { object, dropped } = await answer
        .catch((e: unknown) => Promise.reject(tooLongIfLong(e, input.text)))
        .finally(() => progress?.close());
      const outcome = await fromModelAnswer(object, input, client.modelName);
      const unusable = dropped.corrections ?? 0;
      if (unusable > 0) {
        addNote(outcome.data, analysisNote('model.unusable_corrections', { count: unusable }));
      }
      return outcome;
    },
  };
}

/** The wire's corrections list no longer than the learner's level allows. */
function levelCapped(wire: GenerateOptions['wire'], cap: number | undefined): GenerateOptions['wire'] {
  const words = wire?.maxItems?.corrections;
  if (cap === undefined || words === undefined) return wire;
  return { ...wire, maxItems: { ...wire!.maxItems, corrections: Math.min(words, cap) } };
}

/** Above this many characters (about 1,000 words) an entry is long: a shorter one would fit. */
export const LONG_ENTRY_CHARS = 6_000;

/**
 * An answer cut at max_tokens even at the model's maximum says "try a shorter entry" only when the
 * entry is long; a short entry's learner reads that the answer was cut off (issue 27, decision 197).
 */
function tooLongIfLong(e: unknown, text: string): unknown {
  if (!(e instanceof AiCallError) || e.kind !== 'cut_off' || text.length <= LONG_ENTRY_CHARS) return e;
  return new AiCallError(e.reason, 'too_long', e.attempts, { cause: e.cause });
}

/**
 * Turns the model's answer into the stored shape: anchored corrections (capped per entry), concepts
 * with ids, every list and text bounded (ASSESSMENT_LIMITS) — the answer is untrusted input.
 */
export async function fromModelAnswer(
  answer: ModelAnswer,
  input: AssessmentInput,
  modelName: string,
): Promise<AssessmentOutcome> {
  const language = baseLanguage(input.targetLanguage) ?? 'und';
  // The model lists the most important first: a learner's level cap keeps those (the preview does too).
  const cap = correctionCapFor(input.learnerLevel) ?? Infinity;
  const { corrections, stats } = await anchorCorrections(
    input.text,
    answer.corrections.slice(0, cap).map(proposedCorrection),
  );
  const notes: CodedNote[] = [];
  if (answer.corrections.length > cap) {
    notes.push(
      analysisNote('model.level_cap', {
        level: input.learnerLevel ?? '',
        cap,
        more: answer.corrections.length - cap,
      }),
    );
  }
  const dropped = stats.proposed - stats.kept - stats.capped;
  if (dropped > 0) {
    notes.push(analysisNote('model.unplaced', { dropped, proposed: stats.proposed }));
  }
  if (stats.capped > 0) {
    notes.push(analysisNote('model.length_cap', { count: stats.capped }));
  }
  // Explanations in a language the learner did not ask for are not shown as if they were (issue 27).
  const languageNote = wrongLanguageNote(
    [answer.feedback, answer.level_justification, ...answer.corrections.map((c) => c.explanation)],
    input.nativeLanguage ?? 'en',
  );
  if (languageNote) notes.push(languageNote);
  return {
    data: {
      feedback: truncateText(answer.feedback.trim(), LIMITS.feedbackChars),
      corrections,
      student_language_level: answer.student_language_level,
      level_justification: truncateText(answer.level_justification.trim(), LIMITS.explanationChars) || null,
      vocab_concepts: modelVocabConcepts(answer, corrections, input, language),
      grammar: grammarConcepts(answer, language),
      assessor: 'model',
      model: modelName,
      language,
      ...notesFields(notes),
    },
    anchoring: stats,
  };
}

function grammarConcepts(answer: ModelAnswer, language: string): GrammarConcept[] {
  return answer.grammar
    .filter((g) => g.title.trim() !== '')
    .slice(0, LIMITS.grammarPoints)
    .map((g) => ({
      title: truncateText(g.title.trim(), LIMITS.shortTextChars),
      description: truncateText(g.description.trim(), LIMITS.descriptionChars),
      examples: g.examples
        .map((e) => e.trim())
        .filter((e) => e !== '')
        .slice(0, LIMITS.examplesPerPoint)
        .map((e) => truncateText(e, LIMITS.explanationChars)),
      difficulty_level: g.difficulty_level,
      tags: g.tags.slice(0, LIMITS.tagsPerPoint).map((t) => truncateText(t, LIMITS.shortTextChars)),
      target_language: language,
    }));
}
