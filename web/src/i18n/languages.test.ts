import { INTERFACE_LANGUAGES } from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, directionOf, UI_LANGUAGES } from './languages';

describe('interface languages', () => {
  it('are the contract’s list', () => {
    expect([...UI_LANGUAGES]).toEqual([...INTERFACE_LANGUAGES]);
  });

  it('take the saved choice first, then the first browser language with a catalog, then English', () => {
    expect(chooseLanguage('de', ['es-ES'])).toBe('de');
    expect(chooseLanguage(null, ['ko-KR', 'pt-BR', 'es'])).toBe('pt');
    expect(chooseLanguage(undefined, ['FR-ca'])).toBe('fr');
    expect(chooseLanguage('xx', ['ja', 'zh-Hant'])).toBe('en');
    expect(chooseLanguage(null, [])).toBe('en');
  });

  it('know the right-to-left locales', () => {
    expect(directionOf('ar-XB')).toBe('rtl');
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('en-XA')).toBe('ltr');
    expect(directionOf('fr')).toBe('ltr');
  });
});
