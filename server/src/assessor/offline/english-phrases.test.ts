import { describe, expect, it } from 'vitest';
import { learnerFixes as fixes } from './fixes.test-support.js';

describe('fixed phrases', () => {
  it('mends the bent phrase', () => {
    expect(fixes('I very like this city.')).toEqual(['VeryVerb:very→really']);
    expect(fixes('We made a lot of photos and I made a photo of you.')).toEqual(['TakePhoto:made→took']);
    expect(fixes('In the other hand, it is expensive.')).toEqual(['OnTheOtherHand:In→On']);
    expect(fixes('In the same time, I was happy.')).toEqual(['AtTheSameTime:In→At']);
    expect(fixes('They help each others.')).toEqual(['EachOther:others→other']);
    expect(fixes('There is an other problem.')).toEqual(['Another:an other→another']);
    expect(fixes('Most of people think it is good.')).toEqual(['MostOf:Most of→Most']);
  });
  it('stays silent on the right phrases and look-alikes', () => {
    expect(fixes('I really like this city; it is very likeable and very like Rome.')).toEqual([]);
    expect(fixes('She made a photo album and took a photo.')).toEqual([]);
    expect(fixes('On the other hand, in the other hands of the clock.')).toEqual([]);
    expect(fixes('At the same time, we met in the same timeslot.')).toEqual([]);
    expect(fixes('They help each other and the others.')).toEqual([]);
    expect(fixes('Most of the people and most of us, most of this, most of his friends.')).toEqual([]);
  });
});

describe('every + singular, near of, ask to', () => {
  it('mends the learner forms', () => {
    expect(fixes('I try to improve it every days.')).toEqual(['EverySingular:days→day']);
    expect(fixes('We live near of the mountains.')).toEqual(['NearOf:near of→near']);
    expect(fixes('I asked to the teacher.')).toEqual(['AskTo:asked to→asked']);
  });
  it('stays silent on the right forms', () => {
    expect(fixes('I go every day, every two weeks and every few months.')).toEqual([]);
    expect(fixes('We live near the mountains, next of kin near of course.')).toEqual([]);
    expect(fixes('I asked to see the manager and was asked to the party.')).toEqual([]);
  });
});
