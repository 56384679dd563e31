import { describe, expect, it } from 'vitest';
import { estimateLevel, estimateLevelWithConfidence, levelFeatures } from './level.js';

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

describe('level estimate with its confidence (issue 13)', () => {
  // An A2-like entry: simple words, clauses joined by "y", written for this test.
  const spanish =
    'El fin de semana pasado fui a la playa con mi familia. Hacia mucho calor y el agua estaba muy fria. ' +
    'Mi hermano pequeño jugaba con la arena y mi madre leía un libro debajo de la sombrilla. Por la tarde ' +
    'comimos en un restaurante cerca del mar, la comida era muy rica pero un poco cara. Despues volvimos a ' +
    'casa en coche y yo estaba muy cansada pero feliz.';

  it('does not rate an entry with many mistakes high, whatever its sentences look like', () => {
    expect(estimateLevel(levelFeatures(spanish, 8), { language: 'es', coverage: 'spelling' })).toBe('A2');
    const english =
      'Although the conference had been scheduled months in advance, several speakers withdrew at the last minute, ' +
      'which forced the organisers to rethink the programme entirely and invite local researchers instead.';
    expect(['A1', 'A2']).toContain(estimateLevel(levelFeatures(english, 6), { coverage: 'grammar' }));
  });

  it('says it is an estimate, how sure it is and why, and leaves room below when mistakes go unseen', () => {
    const e = estimateLevelWithConfidence(spanish, 2, { language: 'es', coverage: 'spelling' });
    expect(e.confidence).toBe('low');
    expect(e.summary).toMatch(/^Estimated level (A1|A2|B1|B2), not sure: it could well be anywhere in/);
    expect(e.summary).toContain('rough estimate, not a placement test');
    expect(e.summary).toContain('grammar was not checked');
    expect(['A1', 'A2']).toContain(e.low);
  });

  it('is at most moderately sure, and only for a long entry whose grammar was checked', () => {
    const long = Array.from(
      { length: 12 },
      (_, i) =>
        `On day ${i + 1} of the trip we visited another museum, talked with curious strangers about history and politics, and wrote detailed notes in the evening.`,
    ).join(' ');
    const checked = estimateLevelWithConfidence(long, 0, { coverage: 'grammar' });
    const unchecked = estimateLevelWithConfidence(long, 0, { coverage: 'spelling' });
    expect(['low', 'moderate']).toContain(checked.confidence);
    expect(unchecked.confidence).toBe('low');
    expect(estimateLevelWithConfidence('Hola.', 0, { coverage: 'none' }).summary).toContain(
      'a short entry shows little',
    );
  });

  it('caps an unchecked language at B1', () => {
    const f = levelFeatures(
      'Notwithstanding considerable apprehension, everything proceeded remarkably well. '.repeat(8),
      0,
    );
    expect(['A1', 'A2', 'B1']).toContain(estimateLevel(f, { coverage: 'none' }));
  });
});
