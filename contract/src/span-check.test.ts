import { describe, expect, it } from 'vitest';
import { gradeAnswer, isCorrectSpan } from './answers';

describe('span check (only the practised span is graded)', () => {
  const check = {
    right: 'simpático',
    wrong: 'simpatico',
    window: '…era muy simpático y compramos…',
  };

  it('accepts any answer whose span is right, whatever else the learner fixes', () => {
    expect(isCorrectSpan(check, 'era muy simpático y compramos')).toBe(true);
    expect(isCorrectSpan(check, 'El vendedor era muy simpático y compramos muchas frutas.')).toBe(true);
    expect(isCorrectSpan(check, 'Era MUY Simpático, y compramos')).toBe(true);
  });

  it('refuses the learner form, a missing span and a blank answer', () => {
    expect(isCorrectSpan(check, 'era muy simpatico y compramos')).toBe(false);
    expect(isCorrectSpan(check, 'era muy simpático y simpatico')).toBe(false);
    expect(isCorrectSpan(check, 'era muy amable y compramos')).toBe(false);
    expect(isCorrectSpan(check, '   ')).toBe(false);
  });

  it('counts case only when case is what was corrected', () => {
    const noun = { right: 'Haus', wrong: 'haus', window: '…kleines Haus gesehen…' };
    expect(isCorrectSpan(noun, 'ein kleines Haus gesehen')).toBe(true);
    expect(isCorrectSpan(noun, 'ein kleines haus gesehen')).toBe(false);
  });

  it('grades a removed word by its neighbours', () => {
    const repeated = { right: 'the', wrong: 'the the', window: 'saw the cat' };
    expect(isCorrectSpan(repeated, 'I saw the cat')).toBe(true);
    expect(isCorrectSpan(repeated, 'I saw the the cat')).toBe(false);
  });

  it('falls back to the whole-answer match without a check', () => {
    expect(gradeAnswer('went', undefined, ' Went ')).toBe(true);
    expect(gradeAnswer('went', undefined, 'I went')).toBe(false);
  });
});
