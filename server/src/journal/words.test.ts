import { describe, expect, it } from 'vitest';
import { countWords, excerptOf, languageFreeCount } from './words.js';

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

describe('countWords on long and mixed text', () => {
  // What countWords must equal: the segmenter's word-like segments over the whole text at once.
  const reference = (text: string, language: string | null) => {
    let segmenter: Intl.Segmenter;
    try {
      segmenter = new Intl.Segmenter(language ?? undefined, { granularity: 'word' });
    } catch {
      segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
    }
    let n = 0;
    for (const s of segmenter.segment(text)) if (s.isWordLike) n++;
    return n;
  };
  /** A seeded generator of whole numbers below n (32-bit LCG, high bits). */
  const randomFrom = (seed: number) => (n: number) => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return (seed >>> 8) % n;
  };
  /** `rounds` random texts of up to `length` pieces, each compared with the segmenter. */
  function compare(
    pieces: string[],
    languages: (string | null)[],
    rounds: number,
    length: number,
    seed: number,
  ) {
    const next = randomFrom(seed);
    for (let round = 0; round < rounds; round++) {
      const language = languages[round % languages.length]!;
      let text = '';
      for (let k = next(length + 1); k > 0; k--) text += pieces[next(pieces.length)]!;
      expect(countWords(text, language), JSON.stringify({ language, text })).toBe(reference(text, language));
    }
  }
  const LANGUAGES = ['en', 'es', 'de', 'fr', 'fi', 'sv', 'ja', 'zh', 'th', 'he', null, 'not a tag!'];

  it('equals the segmenter on random text in many scripts', () => {
    // Every class the fast path treats differently: Latin words, punctuation around and inside them,
    // whitespace of each kind, marks and joiners that attach across a space, other scripts.
    const pieces = [
      ..."casa|Mercado|año|Straße|naïve|Łódź|42|x9|A|don't|l’été|e.g.|ǃxóõ|Việt|дом|l·l|3,5|3.5".split('|'),
      ...' | | |  |\n|\r\n|\t|\u00a0|\u200b|\u3000'.split('|'),
      ...'.|,|:|;|\'|"|!|?|(|)|[|]|¡|¿|«|»|_|-|/|…|’|‘|“|”|—|–'.split('|'),
      ...'\u0301|\u200d|\u00ad|😀|👩‍👩‍👧|🇪🇸'.split('|'),
      ...'我今天去了市场|。|、|，|！|？|ます|カタカナ|ภาษาไทย|שלום|مرحبا|привет'.split('|'),
    ];
    compare(pieces, LANGUAGES, 600, 60, 20261125);
    // Long texts cross the length at which pieces go to the segmenter.
    compare(pieces, LANGUAGES, 60, 1500, 15);
  });

  it('equals the segmenter on dense tokens: letters, digits and punctuation without spaces', () => {
    const dense = [
      ...'a|Z|é|ß|ǃ|ệ|ж|Ё|1|9|ª|º|Ａ|α|我'.split('|'),
      ...'.|\'|‘|’|,|;|:|-|!|?|"|“|”|…|—|–|(|)|«|»|¿|_|·|/|@|#|%|：|，'.split('|'),
      ...'\u0301|\u00ad|\u200d| |\n'.split('|'),
    ];
    compare(dense, LANGUAGES, 6000, 12, 7);
  });

  it('equals the segmenter on long Chinese and Japanese text, cut at its ideographic punctuation', () => {
    const cjk = [
      ...'今日は|市場に|行きました|我今天|去了市场|カタカナ|ラーメン|東京|2026年|ＡＢＣ|a'.split('|'),
      ...'。|、|！|？|，|：|・|「|」|\u3000|\u0301|\u200d| '.split('|'),
    ];
    compare(cjk, ['ja', 'zh', 'en', null], 60, 2000, 11);
  });

  it('counts a 48,000-character entry like the segmenter does', () => {
    const text = 'Ayer fui al mercado, ¿sabes? Compré pan (y "queso") para 3,5 euros; don’t ask. '.repeat(
      700,
    );
    expect(text.length).toBeGreaterThan(48_000);
    expect(countWords(text, 'es')).toBe(reference(text, 'es'));
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

describe('languageFreeCount', () => {
  it('is countWords in any language for Latin and Cyrillic text, undefined when the segmenter decides', () => {
    for (const text of ["I don't know, 3.5 times — ok?", 'Привет, мир!', 'é à ü', '']) {
      expect(languageFreeCount(text)).toBe(countWords(text, 'en'));
      expect(languageFreeCount(text)).toBe(countWords(text, 'ja'));
    }
    expect(languageFreeCount('今日は雨です')).toBeUndefined();
    expect(languageFreeCount('hello 世界')).toBeUndefined();
  });
});
