import { describe, expect, it } from 'vitest';
import { estimateLevel, levelFeatures } from './level.js';

describe('heuristic level estimate', () => {
  it('puts short, repetitive sentences with many errors at A1', () => {
    const text = 'I go school. I like school. I has a dog. The dog is big. I like dog.';
    expect(estimateLevel(levelFeatures(text, 3))).toBe('A1');
  });

  it('caps a very short text at A2, however fluent', () => {
    expect(
      estimateLevel(
        levelFeatures('Notwithstanding considerable apprehension, everything proceeded remarkably.', 0),
      ),
    ).toBe('A2');
  });

  it('rates long, varied, error-free prose higher than the same prose full of errors', () => {
    const text =
      'Although the conference had been scheduled months in advance, several speakers withdrew at the last minute, ' +
      'which forced the organisers to rethink the programme entirely. Instead of cancelling, they invited local researchers ' +
      'to present unpublished work, and the resulting discussions turned out to be livelier than anyone had anticipated. ' +
      'By the final afternoon, participants were already proposing collaborations that would have seemed improbable a week earlier.';
    const clean = estimateLevel(levelFeatures(text, 0));
    const sloppy = estimateLevel(levelFeatures(text, 12));
    expect(['B2', 'C1', 'C2']).toContain(clean);
    expect(clean > sloppy).toBe(true);
  });

  it('measures the features it documents', () => {
    const f = levelFeatures('One two three. Four five six.', 1);
    expect(f).toMatchObject({ words: 6, wordsPerSentence: 3, variety: 1 });
    expect(f.errorsPer100Words).toBeCloseTo(16.67, 1);
    expect(estimateLevel(levelFeatures('', 0))).toBe('A1');
  });
});
