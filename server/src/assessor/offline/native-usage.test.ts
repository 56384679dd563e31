import { describe, expect, it } from 'vitest';
import { lowerCaseName, quoted, reformedFrenchSpelling } from './native-usage.js';
import { loadSpeller } from './speller.js';

describe('reformedFrenchSpelling (1990 rectifications)', () => {
  it('knows words without the circumflex on i and u, with è before a mute e, with the moved diaeresis', async () => {
    const fr = await loadSpeller('fr');
    for (const w of ['connait', 'maitre', 'gout', 'aout', 'assidument', 'entrainement', 'règlementation'])
      expect(reformedFrenchSpelling(fr, w), w).toBe(true);
    expect(reformedFrenchSpelling(fr, 'cèdera')).toBe(true);
    expect(reformedFrenchSpelling(fr, 'aigüe')).toBe(true);
  });
  it('is no licence for other slips: a missing ô or é, a wrong è, an unknown word', async () => {
    const fr = await loadSpeller('fr');
    for (const w of ['hotel', 'ecole', 'célébres', 'precautions', 'rdanse', 'etè', 'mezcal'])
      expect(reformedFrenchSpelling(fr, w), w).toBe(false);
  });
});

describe('lowerCaseName', () => {
  it('takes a word known only with a capital or in capitals for a name', async () => {
    const spellers = [await loadSpeller('fr'), await loadSpeller('en')];
    for (const w of ['covid', 'google', 'netflix', 'ok']) expect(lowerCaseName(spellers, w), w).toBe(true);
  });
  it('not a lower-case word, a capitalised one, or a word known in lower case in another language', async () => {
    const spellers = [await loadSpeller('fr'), await loadSpeller('en')];
    for (const w of ['email', 'enfents', 'Covid', 'beaucou'])
      expect(lowerCaseName(spellers, w), w).toBe(false);
  });
});

describe('quoted', () => {
  const at = (text: string, word: string) => {
    const start = text.indexOf(word);
    return quoted(text, start, start + word.length);
  };
  it('finds a word inside guillemets, curly or straight quotes, or emphasis', () => {
    expect(at('Le slogan « Just do it » est connu.', 'it')).toBe(true);
    expect(at('Il a dit “ciao” en partant.', 'ciao')).toBe(true);
    expect(at('On dit "mezcal" au Mexique.', 'mezcal')).toBe(true);
    expect(at('Des pâtes *al dente*, bien sûr.', 'dente')).toBe(true);
  });
  it('not a word after a closed quotation, or across a line break', () => {
    expect(at('« Bonjour », dit-il, puis il part.', 'part')).toBe(false);
    expect(at('Il a dit "oui" puis "non" et mezcal.', 'mezcal')).toBe(false);
    expect(at('« Titre\nmezcal »', 'mezcal')).toBe(false);
  });
});
