import { describe, expect, it } from 'vitest';
import { learnerFixes as fixes } from './fixes.test-support.js';

describe('MissingArticle (I am student)', () => {
  it('adds a/an before a job or role after I am / she is', () => {
    expect(fixes('I am student at the university.')).toEqual(['MissingArticle:student→a student']);
    expect(fixes("She's engineer and he is teacher.")).toEqual([
      'MissingArticle:engineer→an engineer',
      'MissingArticle:teacher→a teacher',
    ]);
  });
  it('stays silent with an article, in compounds and without a personal subject', () => {
    expect(fixes('I am a student and she is an engineer.')).toEqual([]);
    expect(fixes('I am student council president.')).toEqual([]);
    expect(fixes('My dream is teacher training.')).toEqual([]);
    expect(fixes('The best student is here.')).toEqual([]);
  });
});

describe('DayPreposition and YearPreposition', () => {
  it('fixes in/at + day and on/at + year', () => {
    expect(fixes('We met in Monday morning.')).toEqual(['DayPreposition:in→on']);
    expect(fixes('I was born on 2005.')).toEqual(['YearPreposition:on→in']);
  });
  it('stays silent on correct uses and on days or years inside a noun', () => {
    expect(fixes('We met on Monday and I was born in 2005.')).toEqual([]);
    expect(fixes('She teaches at Sunday school; it cost more at 2010 prices.')).toEqual([]);
  });
});

describe('DependOn, ListenTo, ExplainTo', () => {
  it('fixes the preposition', () => {
    expect(fixes('It depends of the weather.')).toEqual(['DependOn:of→on']);
    expect(fixes('I like to listen music in the evening.')).toEqual(['ListenTo:music→to music']);
    expect(fixes('Can you explain me the rules?')).toEqual(['ExplainTo:me→to me']);
  });
  it('stays silent on correct uses', () => {
    expect(fixes('It depends on the weather; we are independent of them.')).toEqual([]);
    expect(fixes('I like to listen to music. Listen carefully!')).toEqual([]);
    expect(fixes('Can you explain the rules to me? Explain her idea again.')).toEqual([]);
  });
});

describe('ToHome with abroad and there', () => {
  it('drops "to"', () => {
    expect(fixes('I want to go to abroad next year.')).toEqual(['ToHome:to abroad→abroad']);
    expect(fixes('We went to there by bus.')).toEqual(['ToHome:to there→there']);
  });
  it('stays silent on correct uses', () => {
    expect(fixes('I want to go abroad. From here to there is far.')).toEqual([]);
  });
});

describe('look-alikes of missing articles and prepositions', () => {
  it('stays silent on adjectives, unique posts and "explain them"', () => {
    expect(fixes('I am vegetarian and she is manager of the hotel.')).toEqual([]);
    expect(fixes('Can you explain them to me?')).toEqual([]);
    expect(fixes('He always foots the bill.')).toEqual([]);
  });
});

describe('MissingArticle with child and boy', () => {
  it('fires and stays silent', () => {
    expect(fixes('When I was child, I lived in a village.')).toEqual(['MissingArticle:child→a child']);
    expect(fixes('When I was child I lived in a village.')).toEqual(['MissingArticle:child→a child']);
    expect(fixes('When I was a child, I was a boy scout.')).toEqual([]);
  });
});
