import { describe, expect, it } from 'vitest';
import { learnerExample } from './learner-example.js';

describe('learnerExample', () => {
  it('applies the fix to the learner’s sentence and labels it as theirs', () => {
    expect(learnerExample('Comí una mansana roja.', 'manzana')).toBe(
      'Your sentence, this word corrected: “Comí una manzana roja.”',
    );
    expect(learnerExample('  Hace dos dias que llueve. ', 'días')).toBe(
      'Your sentence, this word corrected: “Hace dos días que llueve.”',
    );
  });

  it('keeps the learner’s capital and replaces only the whole word', () => {
    expect(learnerExample('Dias sin sol, dias grises.', 'días')).toBe(
      'Your sentence, this word corrected: “Días sin sol, dias grises.”',
    );
    expect(learnerExample('Ich habe das Hauss gesehen.', 'Haus')).toBe(
      'Your sentence, this word corrected: “Ich habe das Haus gesehen.”',
    );
  });

  it('gives nothing when no wrong form of the word is in the sentence', () => {
    expect(learnerExample('I buyed an apple.', 'bought')).toBeNull();
    expect(learnerExample('Comí una manzana.', 'manzana')).toBeNull();
    expect(learnerExample(null, 'manzana')).toBeNull();
    expect(learnerExample('', 'manzana')).toBeNull();
  });
});
