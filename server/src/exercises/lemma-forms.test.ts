import { describe, expect, it } from 'vitest';
import { realDistractors } from './distractors.js';
import { sameLemma, sameLemmaForms } from './lemma-forms.js';

describe('forms of the same word from a table', () => {
  it('gives the other forms of an article, a possessive or a verb in its own row', () => {
    expect(sameLemmaForms('dem', 'de')).toEqual(['der', 'die', 'das', 'den', 'des']);
    expect(sameLemmaForms('Ma', 'fr')).toEqual(['Mon', 'Mes']);
    expect(sameLemmaForms('fui', 'es')).toContain('fuimos');
    expect(sameLemmaForms('went', 'en')).toEqual(['go', 'goes', 'gone']);
  });

  it('knows no word outside its tables: no neighbours such as casa → caza', () => {
    expect(sameLemmaForms('casa', 'es')).toBeNull();
    expect(sameLemmaForms('Haus', 'de')).toBeNull();
    expect(realDistractors('casa', 'caza', 'es')).toEqual([]);
  });

  it('tells forms of one word from different words that look alike', () => {
    expect(sameLemma('el', 'la', 'es')).toBe(true);
    expect(sameLemma('esta', 'está', 'es')).toBe(false);
    expect(sameLemma('der', 'dem', 'de')).toBe(true);
  });

  it('always offers same-word forms, the learner’s earlier form first when it is one', () => {
    expect(realDistractors('muchas', 'mucho', 'es')).toEqual(['mucho', expect.any(String)]);
    for (const o of realDistractors('bin', null, 'de', 5)) expect(sameLemma(o, 'bin', 'de')).toBe(true);
  });
});
