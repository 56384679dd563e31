import { describe, expect, it } from 'vitest';
import { countWords, excerptOf } from './words.js';

describe('countWords', () => {
  it('counts words, not punctuation or spaces', () => {
    expect(countWords('Hoy fui al mercado, ¡y compré pan!', 'es')).toBe(7);
    expect(countWords('   \n ', 'en')).toBe(0);
  });

  it('counts words in scripts without spaces', () => {
    expect(countWords('我今天去了市场。', 'zh')).toBeGreaterThanOrEqual(3);
    expect(countWords('今日は市場に行きました。', 'ja')).toBeGreaterThanOrEqual(3);
  });

  it('falls back for language codes Intl cannot parse', () => {
    expect(countWords('nuqneH jIH', 'not a tag!')).toBe(2);
  });
});

describe('excerptOf', () => {
  it('collapses whitespace and cuts long text on a word boundary', () => {
    expect(excerptOf('  one\n\ntwo  three ')).toBe('one two three');
    const long = 'word '.repeat(100);
    const cut = excerptOf(long, 40);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(41);
    expect(cut).not.toContain('wor…');
  });
});
