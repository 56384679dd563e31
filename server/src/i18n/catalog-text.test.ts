import { describe, expect, it } from 'vitest';
import { catalogText } from './catalog-text.js';

describe('catalogText', () => {
  const text = catalogText({
    en: { days: '{n, plural, one {# day} other {# days}} in “{word}”' },
    de: { days: '{n, plural, one {# Tag} other {# Tage}} in „{word}“' },
  });

  it('formats a message with ICU plurals and numbers in its own language', () => {
    expect(text('en', 'days', { n: 1, word: 'casa' })).toBe('1 day in “casa”');
    expect(text('de', 'days', { n: 1234, word: 'casa' })).toBe('1.234 Tage in „casa“');
  });

  it('keeps one parsed message per language and id', () => {
    expect(text('en', 'days', { n: 2, word: 'a' })).toBe(text('en', 'days', { n: 2, word: 'a' }));
  });
});
