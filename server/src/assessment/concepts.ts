import { createHash } from 'node:crypto';
import type { AssessmentCorrection, GrammarConcept, VocabConcept } from '@inkwell/contract';

/**
 * A vocab concept's id: a name-based UUID (version 5 layout over SHA-256) of user, language and word,
 * so the same word found in two entries of one learner is one concept and adding it twice to the
 * deck creates no duplicate cards.
 */
export function vocabConceptId(userId: string, language: string, word: string): string {
  const bytes = createHash('sha256')
    .update(`inkwell-vocab\u0000${userId}\u0000${language}\u0000${word.toLowerCase()}`)
    .digest();
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** One vocab concept per corrected word of the spelling and vocabulary corrections (first wins). */
export function vocabFromCorrections(
  corrections: readonly AssessmentCorrection[],
  userId: string,
  language: string,
): VocabConcept[] {
  const seen = new Set<string>();
  const out: VocabConcept[] = [];
  for (const c of corrections) {
    if (c.category !== 'spelling' && c.category !== 'accents' && c.category !== 'vocabulary') continue;
    const word = c.corrected.trim();
    if (word === '' || word.split(/\s+/).length > 4 || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    out.push({
      vocab_uuid: vocabConceptId(userId, language, word),
      word,
      correction_type: c.category,
      context: c.context,
      justification: c.explanation,
    });
  }
  return out;
}

/** The corrected form of a sentence: every correction inside it applied. */
export function correctedSentence(
  text: string,
  sentence: AssessmentCorrection,
  all: readonly AssessmentCorrection[],
): string {
  const start = text.indexOf(sentence.context, Math.max(0, sentence.start - sentence.context.length));
  if (start < 0) return sentence.context;
  const end = start + sentence.context.length;
  let out = '';
  let at = start;
  for (const c of all) {
    if (c.start < start || c.end > end) continue;
    out += text.slice(at, c.start) + c.corrected;
    at = c.end;
  }
  return (out + text.slice(at, end)).replace(/ {2,}/g, ' ');
}

export function mergeGrammar(concepts: GrammarConcept[]): GrammarConcept[] {
  const byTitle = new Map<string, GrammarConcept>();
  for (const g of concepts) {
    const known = byTitle.get(g.title.toLowerCase());
    if (!known) byTitle.set(g.title.toLowerCase(), { ...g, examples: [...g.examples] });
    else
      for (const e of g.examples)
        if (!known.examples.includes(e) && known.examples.length < 5) known.examples.push(e);
  }
  return [...byTitle.values()];
}
