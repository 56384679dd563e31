import { describe, expect, it } from 'vitest';
import { isLanguageCode, LANGUAGES, languageName } from './languages';

describe('LANGUAGES', () => {
  it('is sorted by English name, as String#localeCompare in English orders it', () => {
    const names = LANGUAGES.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('has unique codes that the lookups know', () => {
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(LANGUAGES.length);
    expect(isLanguageCode('es')).toBe(true);
    expect(isLanguageCode('xx-unknown')).toBe(false);
    expect(languageName('grc')).toBe('Ancient Greek');
  });
});
