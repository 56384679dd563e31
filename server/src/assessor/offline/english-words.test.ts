import { describe, expect, it } from 'vitest';
import { learnerFixes as fixes } from './fixes.test-support.js';

describe('Apostrophe (dont, Im)', () => {
  it('restores the apostrophe of a contraction', () => {
    expect(fixes('I dont like it.')).toEqual(["Apostrophe:dont→don't"]);
    expect(fixes('Im very happy.')).toEqual(["Apostrophe:Im→I'm"]);
    expect(fixes('She doesnt know and we cant go.')).toEqual([
      "Apostrophe:doesnt→doesn't",
      "Apostrophe:cant→can't",
    ]);
  });
  it('stays silent on written contractions and look-alike words', () => {
    expect(fixes("I don't like it, I'm tired and it won't work.")).toEqual([]);
    expect(fixes('The shop was shut, as was his wont.')).toEqual([]);
  });
  it('reads a word named like an object property as a word (no crash)', () => {
    expect(fixes('The constructor of the toString house.')).toEqual([]);
  });
});

describe('IrregularPlural and UncountableNoun', () => {
  it('mends plurals', () => {
    expect(fixes('It is important in our lifes.')).toEqual(['IrregularPlural:lifes→lives']);
    expect(fixes('The childrens were playing outside.')).toEqual(['IrregularPlural:childrens→children']);
    expect(fixes('The peoples in my country are friendly.')).toEqual(['IrregularPlural:peoples→people']);
    expect(fixes('The teacher gave us many informations.')).toEqual([
      'UncountableNoun:informations→information',
    ]);
    expect(fixes('I have too many homeworks.')).toEqual(['UncountableNoun:homeworks→homework']);
  });
  it('stays silent on nations, possessives it cannot tell apart and correct plurals', () => {
    expect(fixes('The peoples of Europe and indigenous peoples have their own languages.')).toEqual([]);
    expect(fixes('She bought two childrens books.')).toEqual([]);
    expect(fixes('Our lives changed and the children grew up.')).toEqual([]);
    expect(fixes('The teacher gave us a lot of information and homework.')).toEqual([]);
  });
});

describe('CommonMisspelling (harper mends these wrongly)', () => {
  it('gives the intended word', () => {
    expect(fixes('I waited untill six and did not recieve it.')).toEqual([
      'CommonMisspelling:untill→until',
      'CommonMisspelling:recieve→receive',
    ]);
  });
  it('stays silent on the right spellings', () => {
    expect(fixes('I waited until six and did not receive it.')).toEqual([]);
  });
});

describe('IntroductoryComma', () => {
  it('adds a comma after a linking phrase that opens a sentence', () => {
    expect(fixes('However I think it is too expensive.')).toEqual(['IntroductoryComma:However→However,']);
    expect(fixes('I like it. For example people should read more.')).toEqual([
      'IntroductoryComma:example→example,',
    ]);
    expect(fixes('On the other hand it is cheap.')).toEqual(['IntroductoryComma:hand→hand,']);
  });
  it('stays silent with the comma, mid-sentence and on "however" + adjective', () => {
    expect(fixes('However, I think it is too expensive.')).toEqual([]);
    expect(fixes('However hard I try, I cannot do it.')).toEqual([]);
    expect(fixes('It is, in my opinion people, a strange idea; we can do it however we like.')).toEqual([]);
    expect(fixes('For example, cars are expensive. In my opinion people drive too much.')).toEqual([]);
  });
});
