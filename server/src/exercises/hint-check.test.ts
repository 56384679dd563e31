import { describe, expect, it } from 'vitest';
import { hintGivesAnswer } from './hint-check.js';

describe('hintGivesAnswer', () => {
  it('finds the answer as a whole word, whatever its case and accents', () => {
    expect(hintGivesAnswer('The answer is fue.', ['fue'])).toBe(true);
    expect(hintGivesAnswer('Think of FUÉ, the past of ir', ['fue'])).toBe(true);
    expect(hintGivesAnswer('Use "estaba"', ['estuve', 'estaba'])).toBe(true);
    expect(hintGivesAnswer('Mi café está frío', ['cafe esta'])).toBe(true);
  });

  it('finds an answer spelled out letter by letter', () => {
    expect(hintGivesAnswer('It is spelled f-u-e', ['fue'])).toBe(true);
    expect(hintGivesAnswer('Letters: E. S. T. Á', ['está'])).toBe(true);
  });

  it('keeps a hint that only points to the rule or contains the answer inside another word', () => {
    expect(hintGivesAnswer('Past tense of ir; the action is finished', ['fue'])).toBe(false);
    expect(hintGivesAnswer('Think of "fueron" in the singular', ['fue'])).toBe(false);
    expect(hintGivesAnswer('It agrees with a feminine noun', ['la'])).toBe(false);
    expect(hintGivesAnswer('Anything', [''])).toBe(false);
  });
});
