import { describe, expect, it } from 'vitest';
import { pastTimePerfect } from './english-tense.js';
import { lintEnglish } from './harper.js';

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
