import { describe, expect, it } from 'vitest';
import { modelAnswerSchema } from '../assessor/model-prompt.js';
import { salvage } from './salvage.js';
import { fullJsonSchema } from './wire-schema.js';

/**
 * A correction that lacks only a field with a clear value is kept, coerced with a note (decision 173):
 * one left-out severity or category must not cost a good correction or a repair turn.
 */
const full = fullJsonSchema(modelAnswerSchema);
const correction = (over: Record<string, unknown>) => ({
  context_before: 'Ayer',
  original: 'fui',
  corrected: 'fui',
  explanation: 'Bien.',
  category: 'grammar',
  severity: 'major',
  ...over,
});
const answer = (corrections: unknown[]) => ({
  feedback: 'Bien.',
  student_language_level: 'A2',
  level_justification: 'Frases simples.',
  corrections,
  vocab_concepts: [],
  grammar: [],
});
const keep = (corrections: unknown[]) => {
  const r = salvage(full, answer(corrections));
  return { ...r, parsed: modelAnswerSchema.parse(r.value) };
};

describe('salvage of a correction missing a defaultable field', () => {
  it('a missing severity becomes minor, with a note', () => {
    const { parsed, notes, dropped } = keep([
      correction({ original: 'fue', corrected: 'fui', severity: undefined }),
    ]);
    expect(parsed.corrections).toEqual([expect.objectContaining({ original: 'fue', severity: 'minor' })]);
    expect(dropped).toEqual({});
    expect(notes).toEqual(['corrections[0].severity: missing → "minor" (no severity given)']);
  });

  it('a null severity is treated the same', () => {
    expect(keep([correction({ severity: null })]).parsed.corrections[0]!.severity).toBe('minor');
  });

  it('a missing category is read off the fix: accents, punctuation, case', () => {
    const { parsed, notes, dropped } = keep([
      correction({ original: 'dia', corrected: 'día', category: undefined }),
      // Accents and punctuation at once: no one category is clear, so this one is dropped.
      correction({ original: 'Hola como estas', corrected: 'Hola, ¿cómo estás?', category: undefined }),
      correction({ original: 'Hola, como', corrected: 'Hola como', category: undefined }),
      correction({ original: 'lunes', corrected: 'Lunes', category: undefined }),
    ]);
    expect(parsed.corrections.map((c) => c.category)).toEqual(['accents', 'punctuation', 'spelling']);
    expect(dropped).toEqual({ corrections: 1 });
    expect(notes[0]).toBe('corrections[0].category: missing → "accents" (from original → corrected)');
  });

  it('a missing category named under another key (type, kind…) maps to ours', () => {
    const { parsed, notes } = keep([
      correction({ original: 'goed', corrected: 'went', category: undefined, type: 'Verb conjugation' }),
      correction({ original: 'a', corrected: 'al', category: undefined, error_type: 'word-order' }),
    ]);
    expect(parsed.corrections.map((c) => c.category)).toEqual(['grammar', 'word_order']);
    expect(notes[0]).toBe('corrections[0].category: missing → "grammar" (from type)');
  });

  it('free text under another key is not taken for a category; such a correction is still dropped', () => {
    const { parsed, dropped, notes } = keep([
      correction({ original: 'goed', corrected: 'went', category: undefined, note: 'the past tense of ir' }),
      correction({ original: 'fue', corrected: 'fui' }),
    ]);
    expect(parsed.corrections).toHaveLength(1);
    expect(parsed.corrections[0]!.original).toBe('fue');
    expect(dropped).toEqual({ corrections: 1 });
    expect(notes[0]).toMatch(/corrections\[0\] dropped: category missing/);
  });

  it('a missing level named under another key (level: "B3") is coerced instead of failing the answer', () => {
    const { student_language_level: _, ...rest } = answer([]);
    const r = salvage(full, { ...rest, level: 'b3' });
    expect(modelAnswerSchema.parse(r.value).student_language_level).toBe('B2');
    // Without any hint the answer still fails (the caller sends a repair turn).
    expect(salvage(full, rest).value).toBeUndefined();
  });
});
