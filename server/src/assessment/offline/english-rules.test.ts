import { describe, expect, it } from 'vitest';
import { learnerRules } from './english-rules.js';

const fixes = (text: string) => learnerRules(text).map((i) => `${i.rule}:${i.original}→${i.corrected}`);

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

describe('SingularNounVerb', () => {
  it('adds the third-person -s after a possessive and one singular noun', () => {
    expect(fixes('My sister like chocolate very much.')).toEqual(['SingularNounVerb:like→likes']);
    expect(fixes('In the evening my father watch TV while my mother cook dinner.')).toEqual([
      'SingularNounVerb:watch→watches',
      'SingularNounVerb:cook→cooks',
    ]);
    expect(fixes('Her brother live in London now.')).toEqual(['SingularNounVerb:live→lives']);
  });
  it('stays silent on plurals, bare verbs after let/did/and, and questions', () => {
    expect(fixes('My parents like to travel in summer.')).toEqual([]);
    expect(fixes('My children go to school by bus.')).toEqual([]);
    expect(fixes('I let my son play outside after lunch.')).toEqual([]);
    expect(fixes('Did my teacher like the essay?')).toEqual([]);
    expect(fixes('My sister and my brother live in Madrid.')).toEqual([]);
    expect(fixes('My family live in a small village.')).toEqual([]);
    expect(fixes('My sister likes chocolate and my brother lives in Rome.')).toEqual([]);
  });
});
