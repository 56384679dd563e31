import { describe, expect, it } from 'vitest';
import { localLanguageName, localRegionName } from './language-name';

describe('localLanguageName', () => {
  it('keeps the contract’s English names in English and the pseudo-locales', () => {
    expect(localLanguageName('de', 'en')).toBe('German');
    expect(localLanguageName('grc', 'en-XA')).toBe('Ancient Greek');
  });

  it('names the language in the interface language', () => {
    expect(localLanguageName('de', 'es')).toBe('alemán');
    expect(localLanguageName('ja', 'fr')).toBe('japonais');
  });

  it('falls back to the English name, then the code', () => {
    expect(localLanguageName('not a code', 'de')).toBe('not a code');
  });
});

describe('localRegionName', () => {
  it('names a variety’s region in the interface language, English from the contract', () => {
    expect(localRegionName('pt-BR', 'en', 'Brazil')).toBe('Brazil');
    expect(localRegionName('pt-BR', 'es', 'Brazil')).toBe('Brasil');
    expect(localRegionName('es-MX', 'fr', 'Mexico')).toBe('Mexique');
  });
});
