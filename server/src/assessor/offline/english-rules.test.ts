import { describe, expect, it } from 'vitest';
import { learnerFixes as fixes } from './fixes.test-support.js';

describe('BeAgree', () => {
  it('drops the be-verb before agree', () => {
    expect(fixes('I am agree with you that school uniforms are useful.')).toEqual(['BeAgree:am agree→agree']);
    expect(fixes('My teacher is agree with this idea.')).toEqual(['BeAgree:is agree→agrees']);
    expect(fixes('Many people are disagree with the new law.')).toEqual(['BeAgree:are disagree→disagree']);
  });
  it('stays silent on correct uses', () => {
    expect(fixes('I agree with you, and my parents agree too.')).toEqual([]);
    expect(fixes('We are agreed on the price.')).toEqual([]);
    expect(fixes('The hard part is agreeing on a date.')).toEqual([]);
  });
});
