import {
  ASSESSMENT_LIMITS as LIMITS,
  truncateText,
  type AssessmentCorrection,
  type GrammarConcept,
  type VocabConcept,
} from '@inkwell/contract';
import { generateStructured } from '../ai/generate.js';
import type { AiClient } from '../ai/provider.js';
import { anchorCorrections } from './anchor.js';
import { vocabConceptId } from './concepts.js';
import { baseLanguage } from './language.js';
import { assessmentPrompt, modelAnswerSchema, type ModelAnswer } from './model-prompt.js';
import { graphemeBoundaries, sentenceAround, sentenceSpans } from './text.js';
import type { AssessmentInput, AssessmentOutcome, Assessor } from './types.js';

/** Assessment by a configured model; failures surface as AiCallError (plain message, logged detail). */
export function createModelAssessor(client: AiClient): Assessor {
  return {
    kind: 'model',
    async assess(input: AssessmentInput, signal?: AbortSignal): Promise<AssessmentOutcome> {
      const prompt = assessmentPrompt(input.text, input.targetLanguage, input.nativeLanguage);
      const { object } = await generateStructured(client, modelAnswerSchema, prompt, {
        signal,
        schemaName: 'journal_assessment',
        schemaDescription: 'Corrections and feedback for a language learner’s journal entry',
      });
      return fromModelAnswer(object, input, client.modelName);
    },
  };
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
  const { corrections, stats } = await anchorCorrections(
    input.text,
    answer.corrections.map((c) => ({
      original: c.original,
      corrected: c.corrected,
      explanation: c.explanation,
      category: c.category,
      contextBefore: c.context_before,
    })),
  );
  const notes: string[] = [];
  const dropped = stats.proposed - stats.kept - stats.capped;
  if (dropped > 0) {
    notes.push(
      `${dropped} of the model's ${stats.proposed} corrections could not be placed in the text and were left out.`,
    );
  }
  if (stats.capped > 0) {
    notes.push(
      `The model proposed more corrections than an entry of this length gets; ${stats.capped} were left out.`,
    );
  }
  return {
    data: {
      feedback: truncateText(answer.feedback.trim(), LIMITS.feedbackChars),
      corrections,
      student_language_level: answer.student_language_level,
      vocab_concepts: vocabConcepts(answer, corrections, input, language),
      grammar: grammarConcepts(answer, language),
      assessor: 'model',
      model: modelName,
      language,
      notes,
    },
    anchoring: stats,
  };
}

function vocabConcepts(
  answer: ModelAnswer,
  corrections: AssessmentCorrection[],
  input: AssessmentInput,
  language: string,
): VocabConcept[] {
  const spans = sentenceSpans(input.text);
  const boundaries = graphemeBoundaries(input.text);
  const text = input.text.toLowerCase();
  const seen = new Set<string>();
  const out: VocabConcept[] = [];
  for (const v of answer.vocab_concepts) {
    if (out.length >= LIMITS.vocabConcepts) break;
    const word = truncateText(v.word.trim(), LIMITS.shortTextChars);
    if (word === '' || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    // Context: the sentence of the correction that introduced the word, or where the learner used it.
    const lower = word.toLowerCase();
    const from = corrections.find((c) => c.corrected.toLowerCase().includes(lower));
    const at = text.length === input.text.length ? text.indexOf(lower) : -1;
    const context =
      from?.context ??
      (at >= 0 && boundaries.has(at) && boundaries.has(at + word.length)
        ? sentenceAround(input.text, at, at + word.length, spans, LIMITS.sentenceChars, boundaries)
        : '');
    out.push({
      vocab_uuid: vocabConceptId(input.userId, language, word),
      word,
      correction_type: v.correction_type,
      context,
      justification: truncateText(v.justification.trim(), LIMITS.explanationChars),
      meaning: truncateText(v.meaning.trim(), LIMITS.shortTextChars) || null,
    });
  }
  return out;
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
