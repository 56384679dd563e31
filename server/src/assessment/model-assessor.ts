import type { AssessmentCorrection, GrammarConcept, VocabConcept } from '@inkwell/contract';
import { generateStructured } from '../ai/generate.js';
import type { AiClient } from '../ai/provider.js';
import { anchorCorrections } from './anchor.js';
import { vocabConceptId } from './concepts.js';
import { baseLanguage } from './language.js';
import { assessmentPrompt, modelAnswerSchema, type ModelAnswer } from './model-prompt.js';
import { sentenceAround, sentenceSpans } from './text.js';
import type { AssessmentInput, AssessmentOutcome, Assessor } from './types.js';

/** Assessment by a configured model; failures surface as AiCallError with a readable reason. */
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

/** Turns the model's answer into the stored shape: anchored corrections, concepts with ids. */
export function fromModelAnswer(
  answer: ModelAnswer,
  input: AssessmentInput,
  modelName: string,
): AssessmentOutcome {
  const language = baseLanguage(input.targetLanguage) ?? 'und';
  const { corrections, stats } = anchorCorrections(
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
  const dropped = stats.proposed - stats.kept;
  if (dropped > 0) {
    notes.push(
      `${dropped} of the model's ${stats.proposed} corrections could not be placed in the text and were left out.`,
    );
  }
  return {
    data: {
      feedback: answer.feedback.trim(),
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
  const seen = new Set<string>();
  const out: VocabConcept[] = [];
  for (const v of answer.vocab_concepts) {
    const word = v.word.trim();
    if (word === '' || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    // Context: the sentence of the correction that introduced the word, or where the learner used it.
    const lower = word.toLowerCase();
    const from = corrections.find((c) => c.corrected.toLowerCase().includes(lower));
    const at = input.text.toLowerCase().indexOf(lower);
    const context = from?.context ?? (at >= 0 ? sentenceAround(input.text, at, at + word.length, spans) : '');
    out.push({
      vocab_uuid: vocabConceptId(input.userId, language, word),
      word,
      correction_type: v.correction_type,
      context,
      justification: v.justification.trim(),
    });
  }
  return out;
}

function grammarConcepts(answer: ModelAnswer, language: string): GrammarConcept[] {
  return answer.grammar
    .filter((g) => g.title.trim() !== '')
    .map((g) => ({
      title: g.title.trim(),
      description: g.description.trim(),
      examples: g.examples.map((e) => e.trim()).filter((e) => e !== ''),
      difficulty_level: g.difficulty_level,
      tags: g.tags,
      target_language: language,
    }));
}
