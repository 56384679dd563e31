import { describe, expect, it } from 'vitest';
import { lemmaCandidates } from './lemmas.js';

describe('lemmaCandidates', () => {
  it('puts the word itself first, lowercased', () => {
    expect(lemmaCandidates('Casas', 'es')[0]).toBe('casas');
  });
  it('finds dictionary forms of inflected words', () => {
    expect(lemmaCandidates('compramos', 'es')).toContain('comprar');
    expect(lemmaCandidates('buenas', 'es')).toContain('bueno');
    expect(lemmaCandidates('mangées', 'fr')).toContain('manger');
    expect(lemmaCandidates('chevaux', 'fr')).toContain('cheval');
    expect(lemmaCandidates('gekauft', 'de')).toContain('kaufen');
    expect(lemmaCandidates('Häuser', 'de')).toContain('häuser');
    expect(lemmaCandidates('studies', 'en')).toContain('study');
    expect(lemmaCandidates('received', 'en')).toContain('receive');
  });
  it('knows no rules for other languages, only the word', () => {
    expect(lemmaCandidates('学校', 'ja')).toEqual(['学校']);
  });
});
