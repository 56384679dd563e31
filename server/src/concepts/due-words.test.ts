import { describe, expect, it } from 'vitest';
import { touches, weakestPerWord, writingRatings } from './due-words.js';

const candidate = (card_id: string, concept_id: string, word: string, retrievability: number) => ({
  card_id,
  concept_id,
  word,
  retrievability,
});

describe('weakestPerWord', () => {
  it('keeps the weakest card of each word, least retrievable first, up to the limit', () => {
    const picked = weakestPerWord(
      [
        candidate('c1', 'perro', 'perro', 0.8),
        candidate('c2', 'perro', 'perro', 0.4),
        candidate('c3', 'gato', 'gato', 0.6),
        candidate('c4', 'casa', 'casa', 0.9),
        candidate('c5', 'mesa', 'mesa', 0.2),
      ],
      3,
    );
    expect(picked.map((c) => c.card_id)).toEqual(['c5', 'c2', 'c3']);
  });

  it('breaks ties by word and skips blank words', () => {
    const picked = weakestPerWord(
      [candidate('x', 'b', 'beta', 0.5), candidate('y', 'a', 'alfa', 0.5), candidate('z', 'c', ' ', 0)],
      5,
    );
    expect(picked.map((c) => c.word)).toEqual(['alfa', 'beta']);
  });
});

describe('touches and writingRatings', () => {
  it('counts overlaps and insertions at a use as touching, neighbours as not', () => {
    expect(touches({ start: 5, end: 10 }, { start: 8, end: 12 })).toBe(true);
    expect(touches({ start: 5, end: 10 }, { start: 10, end: 12 })).toBe(false);
    expect(touches({ start: 5, end: 10 }, { start: 0, end: 5 })).toBe(false);
    expect(touches({ start: 5, end: 10 }, { start: 10, end: 10 })).toBe(true);
    expect(touches({ start: 5, end: 10 }, { start: 11, end: 11 })).toBe(false);
  });

  it('rates a word good when no use is corrected, again when any use is', () => {
    const ratings = writingRatings(
      [
        { id: 'a', start: 0, end: 4 },
        { id: 'b', start: 10, end: 14 },
        { id: 'b', start: 20, end: 24 },
      ],
      [{ start: 21, end: 23 }],
    );
    expect([...ratings]).toEqual([
      ['a', 'good'],
      ['b', 'again'],
    ]);
  });
});
