import { describe, expect, it } from 'vitest';
import { deckPaths, journalPaths, ME_PATH, sessionPaths } from './api-paths';

// The server's routes as the features and the early requests ask for them; a changed path fails here.
describe('api paths', () => {
  it('builds the journal paths, escaping ids and the time zone', () => {
    expect(ME_PATH).toBe('/auth/me');
    expect(journalPaths.month(2026, 11)).toBe('/documents/journal/monthly/2026/11');
    expect(journalPaths.list(5)).toBe('/documents/journal/?limit=5');
    expect(journalPaths.stats('America/New_York')).toBe(
      '/documents/journal/stats?time_zone=America%2FNew_York',
    );
    expect(journalPaths.stats(undefined)).toBe('/documents/journal/stats');
    expect(journalPaths.entry('a/b c')).toBe('/documents/journal/a%2Fb%20c');
    expect(journalPaths.assess('e1')).toBe('/documents/journal/e1/assess');
    expect(journalPaths.assessment('e 1')).toBe('/documents/journal/e%201/assessment');
    expect(journalPaths.correctionStates('e1')).toBe('/documents/journal/e1/correction-states');
  });

  it('builds the deck and session paths', () => {
    expect(deckPaths.vocabCards(100)).toBe('/concepts/vocab-cards?limit=100');
    expect(deckPaths.grammarCards(100)).toBe('/concepts/grammar-cards?limit=100');
    expect(deckPaths.due({ limit: 1 })).toBe('/concepts/review/due?limit=1');
    expect(deckPaths.due({ limit: 100, conceptId: 'c&1', kind: 'grammar' })).toBe(
      '/concepts/review/due?limit=100&concept_id=c%261&kind=grammar',
    );
    expect(deckPaths.due({ limit: 100, conceptId: null, kind: null })).toBe('/concepts/review/due?limit=100');
    expect(sessionPaths.session('s/1')).toBe('/exercises/sessions/s%2F1');
    expect(sessionPaths.byJournal('e1')).toBe('/exercises/sessions/by-journal/e1');
  });
});
