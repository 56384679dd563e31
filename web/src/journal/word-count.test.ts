import { describe, expect, it } from 'vitest';
import { countWords } from './word-count';

describe('countWords', () => {
  it('counts words, not spaces or punctuation', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n ')).toBe(0);
    expect(countWords('Hoy fui al mercado.  Compré  pan!')).toBe(6);
    expect(countWords("I'm writing — again, today.")).toBe(4);
  });

  it('counts words in scripts without spaces', () => {
    expect(countWords('我今天去了商店')).toBeGreaterThan(1);
  });
});
