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

/**
 * A grammar concept's stored example (docs/decisions/147): the learner's words around one fix, written
 * as a correction, "wrong window → right window", `size` words either side and only this fix applied.
 * Never the whole sentence: the checker may have missed other mistakes in it. Null when there is no
 * visible change or the learner's words already hold an arrow.
 */
export function fixExample(text: string, c: AssessmentCorrection, size = 3): string | null {
  const sentenceStart = text.indexOf(c.context, Math.max(0, c.start - c.context.length));
  const from0 = sentenceStart >= 0 && sentenceStart <= c.start ? sentenceStart : c.start;
  const to0 =
    sentenceStart >= 0 && sentenceStart + c.context.length >= c.end
      ? sentenceStart + c.context.length
      : c.end;
  const before = text.slice(from0, c.start).match(/\S+\s*/g) ?? [];
  const after = text.slice(c.end, to0).match(/\s*\S+/g) ?? [];
  // Whole words either side; an insertion or deletion takes in one more, so both sides have words.
  const extra = c.original.trim() && c.corrected.trim() ? 0 : 1;
  const left = before.slice(-(size + extra)).join('');
  const right = after.slice(0, size).join('');
  const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
  const wrong = clean(left + c.original + right);
  const fixed = clean(left + c.corrected + right);
  if (!wrong || !fixed || wrong === fixed || /→|->|=>/.test(wrong + fixed)) return null;
  return `${wrong} → ${fixed}`;
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
