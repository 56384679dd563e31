import { describe, expect, it } from 'vitest';
import { alsoAVerb, mayBeObjectPronoun } from './object-pronoun.js';
import { loadSpeller } from './speller.js';

describe('French object pronoun or article (decision 307)', () => {
  it('knows nouns that are also the present of a verb', async () => {
    const fr = await loadSpeller('fr');
    const isWord = (w: string) => fr.correct(w);
    for (const noun of ['lit', 'bouche', 'classe', 'gare', 'cuisine'])
      expect(alsoAVerb(isWord, noun), noun).toBe(true);
    for (const noun of ['maison', 'famille', 'pain', 'semaine'])
      expect(alsoAVerb(isWord, noun), noun).toBe(false);
  });
  it('takes the word after a name for a possible verb, never after an opening preposition', async () => {
    const fr = await loadSpeller('fr');
    const isWord = (w: string) => fr.correct(w);
    expect(mayBeObjectPronoun(isWord, 'Marie', 'lit')).toBe(true);
    expect(mayBeObjectPronoun(isWord, 'Dans', 'cuisine')).toBe(false);
    expect(mayBeObjectPronoun(isWord, 'aime', 'cuisine')).toBe(false);
    expect(mayBeObjectPronoun(isWord, "J'aime", 'cuisine')).toBe(false);
    expect(mayBeObjectPronoun(isWord, 'Marie', 'maison')).toBe(false);
    // An opening adverb, and a name after a preposition, are no subject (review of decision 307).
    for (const adverb of ['Maintenant', 'Ensuite', 'Ici', 'Finalement'])
      expect(mayBeObjectPronoun(isWord, adverb, 'cuisine'), adverb).toBe(false);
    expect(mayBeObjectPronoun(isWord, 'Paris', 'cuisine', 'À')).toBe(false);
    expect(mayBeObjectPronoun(isWord, 'Paul', 'cuisine', 'Chez')).toBe(false);
    expect(mayBeObjectPronoun(isWord, 'Paul', 'bouche', 'Et')).toBe(true);
    expect(mayBeObjectPronoun(isWord, 'Marie', 'lit', '')).toBe(true);
  });
});
