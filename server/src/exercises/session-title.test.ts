import { describe, expect, it } from 'vitest';
import { deckSessionTitle, entrySessionTitle, practiseSessionTitle } from './session-title.js';

const in2026 = Date.UTC(2026, 10, 20);

describe('entrySessionTitle', () => {
  it("names the entry's day and its concepts", () => {
    expect(entrySessionTitle('2026-11-12', ['ser/estar', 'mucho'], in2026).title).toBe(
      'Journal 12 Nov · ser/estar, mucho',
    );
  });
  it('adds the year only for another year', () => {
    expect(entrySessionTitle('2025-01-03', ['mucho'], in2026).title).toBe('Journal 3 Jan 2025 · mucho');
  });
  it('names three concepts and counts the rest, once each', () => {
    expect(entrySessionTitle('2026-11-12', ['a', 'b', 'a', 'c', 'd', 'e'], in2026).title).toBe(
      'Journal 12 Nov · a, b, c +2',
    );
  });
  it('stays within 120 characters', () => {
    const long = 'x'.repeat(200);
    expect(entrySessionTitle('2026-11-12', [long], in2026).title).toHaveLength(120);
  });
  it('names a grammar concept stored as a slug in words', () => {
    expect(entrySessionTitle('2026-11-26', ['día', 'Es-subject-pronoun'], in2026).title).toBe(
      'Journal 26 Nov · día, Leaving out the subject pronoun',
    );
  });
  it('sends the same title as a catalog key and values (decision 291)', () => {
    expect(entrySessionTitle('2025-01-03', ['a', 'b', 'a', 'c', 'd', 'e'], in2026).message).toEqual({
      key: 'session.title.journal',
      params: { day: '2025-01-03', year: 1, concepts: 'a, b, c', more: 2 },
    });
    expect(entrySessionTitle('2026-11-12', [], in2026)).toEqual({
      title: 'Journal 12 Nov',
      message: { key: 'session.title.journalDay', params: { day: '2026-11-12', year: 0 } },
    });
  });
});

describe('deckSessionTitle', () => {
  it('names the first three concepts and marks more with an ellipsis', () => {
    expect(deckSessionTitle(['ser', 'estar', 'mucho', 'día'])).toEqual({
      title: 'Practice: ser, estar, mucho…',
      message: { key: 'session.title.deck', params: { concepts: 'ser, estar, mucho', more: 1 } },
    });
    expect(deckSessionTitle(['ser']).title).toBe('Practice: ser');
  });
});

describe('practiseSessionTitle', () => {
  it('names the mistake and its fix', () => {
    expect(practiseSessionTitle('es', 'estoy')).toEqual({
      title: 'Practise: es → estoy',
      message: { key: 'session.title.practise', params: { wrong: 'es', right: 'estoy' } },
    });
  });
});
