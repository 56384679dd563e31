import { describe, expect, it } from 'vitest';
import { entrySessionTitle } from './session-title.js';

const in2026 = Date.UTC(2026, 10, 20);

describe('entrySessionTitle', () => {
  it("names the entry's day and its concepts", () => {
    expect(entrySessionTitle('2026-11-12', ['ser/estar', 'mucho'], in2026)).toBe(
      'Journal 12 Nov · ser/estar, mucho',
    );
  });
  it('adds the year only for another year', () => {
    expect(entrySessionTitle('2025-01-03', ['mucho'], in2026)).toBe('Journal 3 Jan 2025 · mucho');
  });
  it('names three concepts and counts the rest, once each', () => {
    expect(entrySessionTitle('2026-11-12', ['a', 'b', 'a', 'c', 'd', 'e'], in2026)).toBe(
      'Journal 12 Nov · a, b, c +2',
    );
  });
  it('stays within 120 characters', () => {
    const long = 'x'.repeat(200);
    expect(entrySessionTitle('2026-11-12', [long], in2026)).toHaveLength(120);
  });
  it('names a grammar concept stored as a slug in words', () => {
    expect(entrySessionTitle('2026-11-26', ['día', 'Es-subject-pronoun'], in2026)).toBe(
      'Journal 26 Nov · día, Leaving out the subject pronoun',
    );
  });
});
