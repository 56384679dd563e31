import { describe, expect, it } from 'vitest';
import { learnerFixes as fixes } from './fixes.test-support.js';

describe('ThirdPersonS (he/she/it + base verb)', () => {
  it('adds -s after he, she and it', () => {
    expect(fixes('He like football very much.')).toEqual(['ThirdPersonS:like→likes']);
    expect(fixes('My phone is old but it work well.')).toEqual(['ThirdPersonS:work→works']);
    expect(fixes('Every morning she drive to the office.')).toEqual(['ThirdPersonS:drive→drives']);
  });
  it('stays silent on bare verbs, questions and the subjunctive', () => {
    expect(fixes('He likes football and she plays tennis.')).toEqual([]);
    expect(fixes('Does he like football?')).toEqual([]);
    expect(fixes("She doesn't want to go, so let her stay.")).toEqual([]);
    expect(fixes('We made it work in the end.')).toEqual([]);
    expect(fixes('Is she like her mother?')).toEqual([]);
    expect(fixes("What's it like living there?")).toEqual([]);
    expect(fixes('The doctor insisted that she rest for a week.')).toEqual([]);
    expect(fixes('I suggested that he go home early.')).toEqual([]);
    expect(fixes('I saw him leave, and then I heard her sing.')).toEqual([]);
  });
});

describe('SingularNounVerb (the/my + singular noun + base verb)', () => {
  it('adds the third-person -s after one person or thing', () => {
    expect(fixes('My sister like chocolate very much.')).toEqual(['SingularNounVerb:like→likes']);
    expect(fixes('In the evening my father watch TV while my mother cook dinner.')).toEqual([
      'SingularNounVerb:watch→watches',
      'SingularNounVerb:cook→cooks',
    ]);
    expect(fixes('The teacher explain the grammar very slowly.')).toEqual([
      'SingularNounVerb:explain→explains',
    ]);
    expect(fixes('The train arrive at eight every day.')).toEqual(['SingularNounVerb:arrive→arrives']);
    expect(fixes('Her brother live in London now.')).toEqual(['SingularNounVerb:live→lives']);
  });
  it('stays silent on plurals, collectives, compounds and bare verbs', () => {
    expect(fixes('My parents like to travel in summer.')).toEqual([]);
    expect(fixes('My children go to school by bus.')).toEqual([]);
    expect(fixes('I let my son play outside after lunch.')).toEqual([]);
    expect(fixes('Did my teacher like the essay?')).toEqual([]);
    expect(fixes('My sister and my brother live in Madrid.')).toEqual([]);
    expect(fixes('My family live in a small village.')).toEqual([]);
    expect(fixes('The government want to raise taxes.')).toEqual([]);
    expect(fixes('We watched the school play on Friday.')).toEqual([]);
    expect(fixes('I finished my weekend work early.')).toEqual([]);
    expect(fixes('At the station take the first bus.')).toEqual([]);
    expect(fixes('The rich get richer and the poor get poorer.')).toEqual([]);
    expect(fixes('My sister likes chocolate and my brother lives in Rome.')).toEqual([]);
  });
});

describe('PluralNounVerb (people is)', () => {
  it('makes the verb plural after people, children, men, women', () => {
    expect(fixes('In my country people is very friendly.')).toEqual(['PluralNounVerb:is→are']);
    expect(fixes('The children was tired after the trip.')).toEqual(['PluralNounVerb:was→were']);
    expect(fixes('Many people has a car here.')).toEqual(['PluralNounVerb:has→have']);
  });
  it('stays silent when the subject is singular or the verb plural', () => {
    expect(fixes('People are very friendly here.')).toEqual([]);
    expect(fixes('The number of people is growing every year.')).toEqual([]);
    expect(fixes('Each of the children is given a book.')).toEqual([]);
    expect(fixes('Which people is he talking about?')).toEqual([]);
  });
});

describe('ThereArePlural (there is many)', () => {
  it('makes "there is" plural before many, several and numbers', () => {
    expect(fixes('There is many people in the park.')).toEqual(['ThereArePlural:is→are']);
    expect(fixes('There was three students in the room.')).toEqual(['ThereArePlural:was→were']);
  });
  it('stays silent on singular and correct plural uses', () => {
    expect(fixes('There are many people in the park.')).toEqual([]);
    expect(fixes('There is much to do and there is one problem.')).toEqual([]);
    expect(fixes('There is many a slip between cup and lip.')).toEqual([]);
  });
});

describe('ThirdPersonS with indefinite pronouns', () => {
  it('makes the verb singular after everybody, nobody…', () => {
    expect(fixes('Everybody have a mobile phone nowadays.')).toEqual(['ThirdPersonS:have→has']);
    expect(fixes('In my class everyone are friendly.')).toEqual(['ThirdPersonS:are→is']);
  });
  it('stays silent after do-support and let', () => {
    expect(fixes('Does everybody have a phone? Let everyone know.')).toEqual([]);
    expect(fixes('It is vital that everyone have a say.')).toEqual([]);
  });
});

describe('agreement past one adverb', () => {
  it('looks past always, never, often…', () => {
    expect(fixes('He never drive his car.')).toEqual(['ThirdPersonS:drive→drives']);
    expect(fixes('My brother always play football.')).toEqual(['SingularNounVerb:play→plays']);
  });
  it('stays silent on do-support and the right form', () => {
    expect(fixes('Does he always drive? He never drives.')).toEqual([]);
  });
});
