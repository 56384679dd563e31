import { describe, expect, it } from 'vitest';
import { conceptKey } from './key.js';

describe('conceptKey', () => {
  it('ignores case, outer spaces and repeated inner spaces', () => {
    expect(conceptKey('  Present   Perfect ')).toBe('present perfect');
    expect(conceptKey('MANZANA')).toBe(conceptKey('manzana'));
  });
  it('treats composed and decomposed accents as the same word', () => {
    expect(conceptKey('cafe\u0301')).toBe(conceptKey('café'));
  });
  it('keeps scripts without case as they are', () => {
    expect(conceptKey('사과')).toBe('사과');
  });
});
