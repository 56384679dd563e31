import { describe, expect, it } from 'vitest';
import { cardFaces, NO_MEANING } from './faces.js';
import type { ConceptRow } from './repo.js';
import { emptyConcept } from './service.js';

const base: ConceptRow = {
  ...emptyConcept('u1', 'vocab', 'manzana', 'es', 0),
  id: 'c1',
  word: 'manzana',
  english_translation: 'apple',
  pos: 'noun',
  example_sentences: '["Comí una manzana roja."]',
};

describe('vocab faces', () => {
  it('recognition: word → meaning with the example', () => {
    expect(cardFaces(base, 'recognition')).toEqual({
      front: { text: 'manzana', hint: 'noun' },
      back: { text: 'apple', hint: 'Comí una manzana roja.' },
    });
  });
  it('recall: meaning → word, the example blanked on the front', () => {
    expect(cardFaces(base, 'recall')).toEqual({
      front: { text: 'apple', hint: 'Comí una _____ roja.' },
      back: { text: 'manzana', hint: 'Comí una manzana roja.' },
    });
  });
  it('a discovered word without a meaning says so, never why it was flagged (issue 17)', () => {
    const c = {
      ...base,
      english_translation: null,
      justification: 'Spelling of "manzana"',
      context: 'Comí una mansana.',
      example_sentences: '[]',
    };
    expect(cardFaces(c, 'recognition').back).toEqual({ text: NO_MEANING, hint: null });
    expect(cardFaces(c, 'recall').front).toEqual({ text: NO_MEANING, hint: null });
  });
  it('spelling: the meaning and the misspelling ask for the correct spelling', () => {
    const c = { ...base, correction_type: 'spelling', context: 'Comí una mansana roja.' };
    expect(cardFaces(c, 'spelling')).toEqual({
      front: { text: 'apple', hint: 'You wrote “mansana”' },
      back: { text: 'manzana', hint: 'not “mansana”' },
    });
    const bare = { ...c, english_translation: null };
    expect(cardFaces(bare, 'spelling').front).toEqual({ text: 'You wrote “mansana”', hint: null });
  });
});

describe('grammar faces', () => {
  const grammar: ConceptRow = {
    ...base,
    type: 'grammar',
    key: 'present perfect',
    word: null,
    title: 'Present perfect',
    description: 'have/has + past participle',
    examples: '["I has went home → I have gone home"]',
  };
  it('recognition: example → rule', () => {
    expect(cardFaces(grammar, 'recognition')).toEqual({
      front: { text: 'I have gone home', hint: '✗ I has went home' },
      back: { text: 'Present perfect', hint: 'have/has + past participle' },
    });
  });
  it('context: rule → fill the changed words of the example', () => {
    expect(cardFaces(grammar, 'context')).toEqual({
      front: { text: 'Present perfect', hint: 'I _____ _____ home' },
      back: { text: 'I have gone home', hint: 'have/has + past participle' },
    });
  });
  it('context with a plain example shows the rule and reveals the example', () => {
    const plain = { ...grammar, examples: '["She has eaten."]' };
    expect(cardFaces(plain, 'context')).toEqual({
      front: { text: 'Present perfect', hint: 'have/has + past participle' },
      back: { text: 'She has eaten.', hint: 'have/has + past participle' },
    });
  });
});
