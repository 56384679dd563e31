import { describe, expect, it } from 'vitest';
import { misspellingIn } from './misspelling.js';

describe('misspellingIn', () => {
  it('finds the learner’s form of the word, accents or letters off', () => {
    expect(misspellingIn('El vendedor era muy simpatico.', 'simpático')).toBe('simpatico');
    expect(misspellingIn('Mañana voy a visitar a mi avuela.', 'abuela')).toBe('avuela');
    expect(misspellingIn('Gestern fuhr ich mit dem Fahrad.', 'Fahrrad')).toBe('Fahrad');
  });
  it('is null when the sentence has the word right or nothing close to it', () => {
    expect(misspellingIn('Es muy simpático.', 'simpático')).toBeNull();
    expect(misspellingIn('Comí una pera.', 'manzana')).toBeNull();
    expect(misspellingIn(null, 'manzana')).toBeNull();
  });
});
