import { describe, expect, it } from 'vitest';
import { canSubmit, choicesOf, gradeAnswer, isCorrectAnswer, questionText } from './answers';

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
  it('is lenient like a teacher: final punctuation, spacing, apostrophes, composition (issue 14)', () => {
    expect(isCorrectAnswer('Fui a la playa.', 'fui a la playa')).toBe(true);
    expect(isCorrectAnswer('Where are you?', 'where  are you')).toBe(true);
    expect(isCorrectAnswer("I'm here", 'I’m here!')).toBe(true);
    expect(isCorrectAnswer('café', 'café')).toBe(true);
    expect(isCorrectAnswer('Fui a la playa.', 'Fue a la playa.')).toBe(false);
    expect(isCorrectAnswer('.', '...')).toBe(false);
  });
  it('accepts the alternatives a model gives, in the answer or in `accepted`', () => {
    expect(isCorrectAnswer('estaba / estuve', 'estuve')).toBe(true);
    expect(isCorrectAnswer('estaba / estuve', 'estaba')).toBe(true);
    expect(isCorrectAnswer('estaba / estuve', 'estaba / estuve')).toBe(false);
    expect(isCorrectAnswer('y/o', 'y/o')).toBe(true);
    expect(gradeAnswer('Él es alto.', undefined, 'Ella es alta', ['Ella es alta.'])).toBe(true);
    expect(gradeAnswer('Él es alto.', undefined, 'Ella es alto', ['Ella es alta.'])).toBe(false);
  });
});
