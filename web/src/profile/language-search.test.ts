import { LANGUAGES } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { localizedLanguages, searchLanguages } from './language-search';

const names = (q: string) => searchLanguages(q).map((l) => l.name);

describe('searchLanguages', () => {
  it('lists about 200 languages for an empty query', () => {
    expect(searchLanguages('  ').length).toBe(LANGUAGES.length);
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(190);
  });

  it('puts the exact code first, then names that start with the query', () => {
    expect(names('en')[0]).toBe('English');
    expect(names('kor')[0]).toBe('Korean');
    expect(names('la').slice(0, 3)).toEqual(['Latin', 'Ladino', 'Lao']);
  });

  it('finds a word inside a name and ignores case', () => {
    expect(names('GREEK')).toEqual(['Greek', 'Ancient Greek']);
    expect(names('mandarin')).toEqual(['Chinese (Mandarin)']);
  });

  it('finds nothing for an unknown query', () => {
    expect(searchLanguages('zzzz')).toEqual([]);
  });
});

describe('localizedLanguages', () => {
  it('names and sorts the languages in the interface language, and keeps English as it is', () => {
    expect(localizedLanguages('en')).toEqual([...LANGUAGES]);
    const spanish = localizedLanguages('es');
    expect(spanish.find((l) => l.code === 'de')?.name).toBe('alemán');
    const names = spanish.map((l) => l.name);
    expect(names.indexOf('alemán')).toBeLessThan(names.indexOf('francés'));
    expect(searchLanguages('alem', spanish)[0]?.code).toBe('de');
  });
});
