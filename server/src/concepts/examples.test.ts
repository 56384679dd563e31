import { describe, expect, it } from 'vitest';
import { blankOut, parseExample, readList } from './examples.js';

describe('parseExample', () => {
  it('splits a correction into mistake and sentence', () => {
    expect(parseExample('I has went → I have gone')).toEqual({
      sentence: 'I have gone',
      mistake: 'I has went',
    });
    expect(parseExample('yo soy cansado -> yo estoy cansado')).toEqual({
      sentence: 'yo estoy cansado',
      mistake: 'yo soy cansado',
    });
  });
  it('keeps a plain example whole', () => {
    expect(parseExample(' She has gone home. ')).toEqual({ sentence: 'She has gone home.', mistake: null });
    expect(parseExample('→ only one side')).toEqual({ sentence: '→ only one side', mistake: null });
  });
});

describe('readList', () => {
  it('reads string arrays and refuses the rest', () => {
    expect(readList('["a","b"]')).toEqual(['a', 'b']);
    expect(readList('[1,"a"]')).toEqual(['a']);
    expect(readList('{"a":1}')).toEqual([]);
    expect(readList('not json')).toEqual([]);
  });
});

describe('blankOut', () => {
  it('blanks a whole word, ignoring case', () => {
    expect(blankOut('The Apple was red.', 'apple')).toBe('The _____ was red.');
    expect(blankOut('Él comió una manzana', 'comió')).toBe('Él _____ una manzana');
  });
  it('does not blank inside another word', () => {
    expect(blankOut('Pineapples are sweet', 'apple')).toBeNull();
  });
  it('handles characters that mean something in a pattern', () => {
    expect(blankOut('Use (a+b) here', '(a+b)')).toBe('Use _____ here');
    expect(blankOut('anything', '  ')).toBeNull();
  });
  it('treats letters outside the basic plane as letters, and finds a later whole-word match', () => {
    expect(blankOut('𝒜apple apple', 'apple')).toBe('𝒜apple _____');
    expect(blankOut('ÉCOLE, école', 'école')).toBe('_____, école');
    expect(blankOut('Straße', 'STRASSE')).toBeNull();
  });
});
