import { describe, expect, it } from 'vitest';
import { categoryOf, inferCategory } from './correction-category';

describe('inferCategory (spec §3)', () => {
  it.each([
    ['Spelling mistake', 'spelling'],
    ['This word is misspelled', 'spelling'],
    ['A small TYPO', 'spelling'],
    ['Better vocabulary here', 'vocabulary'],
    ['Word choice: use "make"', 'vocabulary'],
    ['Too formal for a diary', 'vocabulary'],
    ['Informal register', 'vocabulary'],
    ['The verb must agree with the subject', 'grammar'],
    ['', 'grammar'],
  ] as const)('%j → %s', (explanation, expected) => {
    expect(inferCategory(explanation)).toBe(expected);
  });

  it('prefers spelling when both kinds of words appear', () => {
    expect(inferCategory('Typo in a formal word')).toBe('spelling');
  });
});

describe('categoryOf', () => {
  it('keeps a known category whatever its spelling of case and separators', () => {
    expect(categoryOf({ category: 'vocabulary', explanation: 'typo' })).toBe('vocabulary');
    expect(categoryOf({ category: 'Word Order', explanation: '' })).toBe('word_order');
    expect(categoryOf({ category: 'word-order', explanation: '' })).toBe('word_order');
  });

  it('infers from the explanation when the category is absent or unknown', () => {
    expect(categoryOf({ explanation: 'spelling' })).toBe('spelling');
    expect(categoryOf({ category: null, explanation: 'word choice' })).toBe('vocabulary');
    expect(categoryOf({ category: 'style', explanation: 'comma splice' })).toBe('grammar');
    // Issue 14: accents and punctuation are categories of their own.
    expect(categoryOf({ category: 'punctuation', explanation: 'comma splice' })).toBe('punctuation');
    expect(categoryOf({ category: 'Accents', explanation: '' })).toBe('accents');
  });
});
