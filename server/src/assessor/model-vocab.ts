import {
  ASSESSMENT_LIMITS as LIMITS,
  truncateText,
  type AssessmentCorrection,
  type VocabConcept,
} from '@inkwell/contract';
import { onWordBoundaries } from './anchor.js';
import { vocabConceptId } from './concepts.js';
import type { ModelAnswer } from './model-prompt.js';
import { graphemeBoundaries, sentenceAround, sentenceSpans } from './text.js';
import type { AssessmentInput } from './types.js';

/**
 * The model's vocabulary concepts, kept only when tied to the entry: to a correction that was placed
 * (by its `source_original`, or the word in its corrected text), or to the learner's own use of the word.
 * A concept from a correction that could not be placed is dropped (issue 14). The model's example
 * sentence is kept, so a lemma (`ayudar` from `ayudé`) still has one.
 */
export function modelVocabConcepts(
  answer: ModelAnswer,
  corrections: readonly AssessmentCorrection[],
  input: AssessmentInput,
  language: string,
): VocabConcept[] {
  const seen = new Set<string>();
  const out: VocabConcept[] = [];
  for (const v of answer.vocab_concepts) {
    if (out.length >= LIMITS.vocabConcepts) break;
    const word = truncateText(v.word.trim(), LIMITS.shortTextChars);
    if (word === '' || seen.has(word.toLowerCase())) continue;
    const context = sourceSentence(v, word, corrections, answer, input.text);
    if (context === null) continue;
    seen.add(word.toLowerCase());
    const example = truncateText(v.example.trim(), LIMITS.explanationChars);
    out.push({
      vocab_uuid: vocabConceptId(input.userId, language, word),
      word,
      correction_type: v.correction_type,
      context,
      justification: truncateText(v.justification.trim(), LIMITS.explanationChars),
      meaning: truncateText(v.meaning.trim(), LIMITS.shortTextChars) || null,
      example: example || null,
    });
  }
  return out;
}

/** The sentence a concept comes from ('' for none), or null when its correction was not placed. */
function sourceSentence(
  v: ModelAnswer['vocab_concepts'][number],
  word: string,
  placed: readonly AssessmentCorrection[],
  answer: ModelAnswer,
  text: string,
): string | null {
  const source = v.source_original.trim();
  if (source !== '') {
    const hit = placed.find((c) => c.original.trim() === source);
    if (hit) return hit.context;
    if (answer.corrections.some((c) => c.original.trim() === source)) return null;
  }
  const inCorrection = placed.find((c) => containsWord(c.corrected, word));
  if (inCorrection) return inCorrection.context;
  // From a proposed correction that did not make it into the entry: not stored.
  if (answer.corrections.some((c) => containsWord(c.corrected, word))) return null;
  // A word the learner used well, or one the model suggests: the sentence where it occurs, if any.
  const at = wordAt(text, word);
  if (at < 0) return '';
  const boundaries = graphemeBoundaries(text);
  if (!boundaries.has(at) || !boundaries.has(at + word.length)) return '';
  return sentenceAround(text, at, at + word.length, sentenceSpans(text), LIMITS.sentenceChars, boundaries);
}

/** Where `word` first occurs in `text` as a whole word, ignoring case; -1 when it does not. */
export function wordAt(text: string, word: string): number {
  const hay = text.toLocaleLowerCase();
  const needle = word.toLocaleLowerCase();
  if (needle === '' || hay.length !== text.length) return -1;
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + 1)) {
    if (onWordBoundaries(hay, { start: at, end: at + needle.length })) return at;
  }
  return -1;
}

const containsWord = (text: string, word: string) => wordAt(text, word) >= 0;
