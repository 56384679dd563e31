import { describe, expect, it } from 'vitest';
import { canSubmit, choicesOf, isCorrectAnswer, questionText } from './answers';

describe('answer check', () => {
  it('trims and ignores case', () => {
    expect(isCorrectAnswer('went', '  Went ')).toBe(true);
    expect(isCorrectAnswer('Ich bin', 'ich BIN')).toBe(true);
    expect(isCorrectAnswer('went', 'gone')).toBe(false);
  });
  it('never accepts a blank answer', () => {
    expect(isCorrectAnswer(' ', '   ')).toBe(false);
    expect(canSubmit('   ')).toBe(false);
    expect(canSubmit(null)).toBe(false);
    expect(canSubmit('a')).toBe(true);
  });
  it('uses real options, else the placeholders', () => {
    expect(choicesOf({ answer: 'a', options: ['b', 'a', 'c'] })).toEqual(['b', 'a', 'c']);
    expect(choicesOf({ answer: 'a' })).toEqual(['a', 'Option B', 'Option C']);
  });
  it("prefixes translations with 'Translate: '", () => {
    expect(questionText({ type: 'translation', question: 'I went home.' })).toBe('Translate: I went home.');
    expect(questionText({ type: 'fill_blank', question: 'I ___ home.' })).toBe('I ___ home.');
  });
});
