import type { AssessmentData } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { figuresOf, lemmasOf, mistakeKey, newLemmasOf, per100Words } from './figures.js';

const correction = (id: string, category: 'spelling' | 'grammar', original: string, corrected: string) => ({
  id,
  original,
  corrected,
  explanation: '',
  category,
  start: 0,
  end: original.length,
  context: `ctx ${id}`,
});

const data = (over: Partial<AssessmentData> = {}): AssessmentData => ({
  feedback: '',
  corrections: [
    correction('c1', 'spelling', 'Buyed', 'bought'),
    correction('c2', 'grammar', 'has went', 'has gone'),
    correction('c3', 'spelling', 'teh', 'the'),
  ],
  student_language_level: 'B1',
  vocab_concepts: [],
  grammar: [],
  assessor: 'model',
  model: 'gpt-x',
  language: 'en',
  notes: [],
  ...over,
});

describe('figuresOf', () => {
  it('counts corrections per category, the level rank and confidence from the words', () => {
    const f = figuresOf({ content: 'I buyed teh apple. I has went.', wordCount: 75, data: data() });
    expect(f.words).toBe(75);
    expect(f.mistakes).toBe(3);
    expect(f.byCategory).toEqual({ spelling: 2, grammar: 1 });
    expect(f.levelRank).toBe(3);
    expect(f.confidence).toBe(50);
    expect(f.assessor).toBe('model');
    expect(f.model).toBe('gpt-x');
    expect(f.corrections[0]).toMatchObject({
      key: mistakeKey('spelling', 'buyed', 'bought'),
      context: 'ctx c1',
    });
  });

  it('caps confidence at 100 and ranks C2 as 6', () => {
    const f = figuresOf({
      content: '',
      wordCount: 400,
      data: data({ student_language_level: 'C2', corrections: [] }),
    });
    expect([f.confidence, f.levelRank, f.mistakes, f.byCategory]).toEqual([100, 6, 0, {}]);
  });
});

describe('lemmas', () => {
  it('are distinct lower-cased word forms without numbers or punctuation', () => {
    expect(lemmasOf('The cat, the CAT! 42 cats.', 'en')).toEqual(['the', 'cat', 'cats']);
  });

  it('segment scripts without spaces', () => {
    expect(lemmasOf('我喜欢猫', 'zh').length).toBeGreaterThan(1);
  });

  it('new ones are those not known yet', () => {
    expect(newLemmasOf(['a', 'b', 'c'], new Set(['b']))).toEqual(['a', 'c']);
  });
});

it('mistakes per 100 words round to one decimal and survive no words', () => {
  expect(per100Words(3, 75)).toBe(4);
  expect(per100Words(1, 3)).toBe(33.3);
  expect(per100Words(2, 0)).toBe(0);
});
