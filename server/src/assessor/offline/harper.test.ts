import { beforeAll, describe, expect, it } from 'vitest';
import { lintEnglish } from './harper.js';
import { asFixes } from './fixes.test-support.js';

// Loading harper's WASM and its dialect dictionaries takes seconds on a busy machine.
beforeAll(() => lintEnglish('The colour is nice.'), 120_000);

/** The English checker end to end with the real harper engine (no mocks): what it must leave alone and what it must catch. */
const fixes = async (text: string, variant = 'en') => asFixes((await lintEnglish(text, variant)).issues);

describe('English checker on correct English', () => {
  it('accepts British and American spellings when the profile names no variant', async () => {
    expect(await fixes('We travelled to the theatre to organise the colour scheme.')).toEqual([]);
    expect(await fixes('We traveled to the theater to organize the color scheme.')).toEqual([]);
  });

  it('follows the variant the profile names', async () => {
    expect((await fixes('The colour of the sky was grey.', 'en-US')).join()).toMatch(/colour→color/);
    expect(await fixes('The colour of the sky was grey.', 'en-GB')).toEqual([]);
  });

  it('leaves names, foreign words and regional words alone', async () => {
    expect(await fixes('My friend Siobhan lives near Galway with her cousin Okonkwo.')).toEqual([]);
    expect(await fixes('Okonkwo said he would join us after work.')).toEqual([]);
    expect(await fixes('We ate pierogi and bigos in Kraków, then had fika.')).toEqual([]);
    expect(await fixes('She felt a sense of déjà vu.')).toEqual([]);
    expect(await fixes('I learnt a lot at uni, but the wifi there was bad.')).toEqual([]);
    expect(await fixes('I went there yesterday and I was there again today.')).toEqual([]);
    expect(await fixes('The price of petrol has risen again.')).toEqual([]);
    expect(await fixes('The students, most of whom were tired, listened politely.')).toEqual([]);
  });
});

describe('English checker on learner English', () => {
  it('offers the likely word, never an absurd or offensive one', async () => {
    const ans = await fixes('I ans my friend went to the park.');
    expect(ans.join()).not.toMatch(/anus/);
    expect(await fixes('Tomorow I will go to the beach.')).toEqual(['SpellCheck:Tomorow→Tomorrow']);
    expect(await fixes('My freind is here.')).toEqual(['SpellCheck:freind→friend']);
    expect(await fixes('I have a lot of homeworks today.')).toEqual(['UncountableNoun:homeworks→homework']);
  });

  it('capitalises the start of a sentence and "I"', async () => {
    const found = (await fixes('we went to the beach. i liked it.')).join(' ');
    expect(found).toMatch(/we→We/);
    expect(found).toMatch(/i→I/);
  });

  it('catches the learner error classes of issue 13 with harper and the learner rules together', async () => {
    const cases: Array<[string, string]> = [
      ['She go to school every day.', 'go→goes'],
      ['He like football very much.', 'like→likes'],
      ['I am agree with you.', 'am agree→agree'],
      ['I have went to London twice.', 'went→gone'],
      ['Yesterday I buyed a new phone.', 'buyed→bought'],
      ['He goed to the park.', 'goed→went'],
      ['She teached me English.', 'teached→taught'],
      ['I saw a elephant at the zoo.', 'a→an'],
      ['This is more better than before.', 'more better→better'],
      ["I didn't went to school yesterday.", 'went→go'],
      ['I can to go with you.', 'can to→can'],
      ['People is very friendly here.', 'is→are'],
      ['I saw there house.', 'there→their'],
    ];
    for (const [sentence, fix] of cases) expect((await fixes(sentence)).join(' '), sentence).toContain(fix);
  });
});
