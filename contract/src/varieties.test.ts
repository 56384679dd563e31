import { describe, expect, it } from 'vitest';
import { isLanguageCode } from './languages';
import { VARIETIES, findVariety, isVarietyCode, varietiesOf, varietyFitsLanguage } from './varieties';

describe('regional varieties', () => {
  it('lists only known languages, each variety tagged with its own language', () => {
    for (const [lang, list] of Object.entries(VARIETIES)) {
      expect(isLanguageCode(lang)).toBe(true);
      for (const x of list) expect(x.code.split('-')[0]).toBe(lang);
      expect(new Set(list.map((x) => x.code)).size).toBe(list.length);
    }
  });

  it('finds a variety by its tag and refuses unknown tags', () => {
    expect(findVariety('pt-BR')?.adjective).toBe('Brazilian Portuguese');
    expect(isVarietyCode('en-GB')).toBe(true);
    expect(isVarietyCode('pt-XX')).toBe(false);
    expect(isVarietyCode('en')).toBe(false);
    expect(varietiesOf('ko')).toEqual([]);
    expect(varietiesOf(null)).toEqual([]);
  });

  it('a variety fits only its own target language; none fits every language', () => {
    expect(varietyFitsLanguage('pt-BR', 'pt')).toBe(true);
    expect(varietyFitsLanguage('pt-BR', 'es')).toBe(false);
    expect(varietyFitsLanguage('en-GB', null)).toBe(false);
    expect(varietyFitsLanguage(null, 'es')).toBe(true);
  });
});
