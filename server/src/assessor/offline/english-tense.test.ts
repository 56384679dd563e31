import { describe, expect, it } from 'vitest';
import { pastTimePerfect, pastTimePresent } from './english-tense.js';
import { lintEnglish, narrowed } from './harper.js';

const found = (text: string) => pastTimePerfect(text).map((i) => `${i.original}→${i.corrected}`);

describe('PastTimePerfect (issue 22)', () => {
  it('a finished past time takes the simple past, not the present perfect', () => {
    expect(found('Last summer we have visited Rome.')).toEqual(['have visited→visited']);
    expect(found('Three days ago she has eaten sushi.')).toEqual(['has eaten→ate']);
    expect(found('Last night I have been very tired.')).toEqual(['have been→was']);
  });
  it('stays silent without a finished past time, and on "have to"', () => {
    expect(found('I have visited Rome twice.')).toEqual([]);
    expect(found('Last week I had a cold, so now I have to rest.')).toEqual([]);
  });
  it('"Yesterday I have went" becomes "Yesterday I went", never "have gone"', async () => {
    const { issues } = await lintEnglish('Yesterday I have went to the cinema.');
    expect(issues.map((i) => `${i.original}→${i.corrected}`)).toEqual(['have went→went']);
  });
});

describe('harper spelling guesses (issue 22)', () => {
  it('a dictionary neighbour beyond case or accent is a flag, not a fix', async () => {
    const { issues } = await lintEnglish('We walked along the bech all day.');
    const bech = issues.find((i) => i.original === 'bech')!;
    expect(bech.finding).toBe('flag');
    expect(bech.explanation).toMatch(/may be a different word/);
  });
});

describe('PastTimePresent (issue 22)', () => {
  const present = (text: string) => pastTimePresent(text).map((i) => `${i.original}→${i.corrected}`);
  it('a sentence that opens with a finished past time takes the simple past', () => {
    expect(present('Yesterday I go to the park with my dog.')).toEqual(['go→went']);
    expect(present('Last week, she goes to London.')).toEqual(['goes→went']);
    expect(present('Two days ago we are at home.')).toEqual(['are→were']);
  });
  it('stays silent on the past, on other subjects and when the time is not at the front', () => {
    expect(present('Yesterday I went to the park.')).toEqual([]);
    expect(present('Yesterday is gone and today I go to work.')).toEqual([]);
    expect(present('I go to the park every day, yesterday too.')).toEqual([]);
    expect(present('Yesterday my friends go to the cinema.')).toEqual([]);
  });
});

describe('PastTimePresent with regular verbs (issue 22, decision 308)', () => {
  const present = (text: string) => pastTimePresent(text).map((i) => `${i.original}→${i.corrected}`);
  it('a listed regular verb after a fronted past time takes -ed', () => {
    expect(present('Yesterday I walk to school.')).toEqual(['walk→walked']);
    expect(present('Last week she visit her aunt.')).toEqual(['visit→visited']);
    expect(present('Two days ago we play football.')).toEqual(['play→played']);
    expect(present('Yesterday evening he studies and then she stop the music.')).toEqual(['studies→studied']);
    expect(present('Last Sunday they stop at a café.')).toEqual(['stop→stopped']);
    expect(present('Yesterday she go home early.')).toEqual(['go→went']);
  });
  it('stays silent on habits, the present, reported clauses, questions and unknown verbs', () => {
    expect(present('Every day I walk to school.')).toEqual([]);
    expect(present('Yesterday I learned that she walks to school.')).toEqual([]);
    expect(present('Yesterday she said I walk too fast.')).toEqual([]);
    expect(present('Yesterday you walk home alone?')).toEqual([]);
    expect(present('Yesterday I walked to school and today I walk again.')).toEqual([]);
    expect(present('Yesterday I vlog about it.')).toEqual([]);
  });
  it('harper’s agreement fix ("she visits") gives way to the past', async () => {
    const { issues } = await lintEnglish('Last week she visit her aunt in London.');
    expect(issues.map((i) => `${i.original}→${i.corrected}`)).toEqual(['visit→visited']);
  });
});

describe('English fixes a teacher would give (issue 22)', () => {
  const fixes = async (text: string) =>
    (await lintEnglish(text)).issues.map(
      (i) => `${i.original}→${i.corrected}${i.finding === 'flag' ? ' (flag)' : ''}`,
    );
  it('"she dont" is "she doesn\'t", "I dont" is "I don\'t"', async () => {
    expect(await fixes('She dont like coffee in the morning.')).toEqual(["dont→doesn't"]);
    expect(await fixes('I dont like coffee.')).toEqual(["dont→don't"]);
  });
  it('two swapped letters with one word that near is a fix (freind → friend)', async () => {
    expect(await fixes('My freind is very kind.')).toEqual(['freind→friend']);
  });
  it('a grammar fix names only the words that change', async () => {
    expect(await fixes('I have been living here since three years.')).toEqual(['since→for']);
    const text = 'a b c';
    expect(narrowed(text, 0, 5, 'a x c')).toEqual({ start: 2, end: 3, original: 'b', corrected: 'x' });
    expect(narrowed(text, 0, 3, 'b')).toEqual({ start: 0, end: 3, original: 'a b', corrected: 'b' });
  });
});
