import { describe, expect, it } from 'vitest';
import { checkSpelling } from './hunspell.js';
import { usedAsIs } from './romance-loanwords.js';

/** Findings as "original→corrected (kind)". */
async function found(text: string, language: string) {
  return (await checkSpelling(text, language)).map(
    (i) => `${i.original}→${i.corrected}${i.finding === 'flag' ? ' (flag)' : ''}`,
  );
}

describe('English words used as they are in Romance text (issue 22, decision 315)', () => {
  it('gives no accent to a borrowing whose accented form is another word', async () => {
    expect(await found('Je lis mon email tous les matins.', 'fr')).toEqual([]);
    expect(await found('Le chatbot répond online à mon manager.', 'fr')).toEqual([]);
    expect(await found('Mi manager me manda un email.', 'es')).toEqual([]);
    expect(await found('Comemos ramen y bebemos mezcal.', 'es')).toEqual([]);
    expect(await found('Ho ricevuto una email dal manager.', 'it')).toEqual([]);
  });
  it('still restores a missing accent on a word of the language', async () => {
    expect(await found('Je vais au cafe après l’ecole.', 'fr')).toEqual(['cafe→café', 'l’ecole→l’école']);
    expect(await found('Tambien veo la television.', 'es')).toEqual([
      'Tambien→También',
      'television→televisión',
    ]);
    expect(await found('Bebo un cafe con leche.', 'es')).toEqual(['cafe→café']);
  });
  it('knows the list only in French, Spanish, Italian and Portuguese', () => {
    expect(usedAsIs('Email', 'fr')).toBe(true);
    expect(usedAsIs('online', 'pt')).toBe(true);
    expect(usedAsIs('email', 'de')).toBe(false);
    expect(usedAsIs('cafe', 'fr')).toBe(false);
  });
});
