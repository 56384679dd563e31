import { describe, expect, it } from 'vitest';
import { cardSummary, createdOn, emptyText, searchSessions, sessionCounters, titleOf } from './session-list';
import { sessionListItemFixture } from '../test-support';

const item = sessionListItemFixture;

const sessions = [
  item({ document_id: 'a', title: 'Past tense', status: 'completed' }),
  item({ document_id: 'b', title: 'Articles', status: 'ready' }),
  item({ document_id: 'c', title: '', status: 'generating' }),
  item({ document_id: 'd', title: 'Plurals', status: 'failed' }),
  item({ document_id: 'e', title: 'Verbs', status: 'cancelled' }),
];

describe('session list', () => {
  it('counts completed, and generating or ready as in progress', () => {
    expect(sessionCounters(sessions)).toEqual({ total: 5, completed: 1, inProgress: 2 });
    expect(sessionCounters([])).toEqual({ total: 0, completed: 0, inProgress: 0 });
  });

  it('searches by title or status, ignoring case; the default title counts', () => {
    expect(searchSessions(sessions, 'past').map((s) => s.document_id)).toEqual(['a']);
    expect(searchSessions(sessions, ' READY ').map((s) => s.document_id)).toEqual(['b']);
    expect(searchSessions(sessions, 'exercise session').map((s) => s.document_id)).toEqual(['c']);
    expect(searchSessions(sessions, '')).toHaveLength(5);
    expect(searchSessions(sessions, 'zzz')).toEqual([]);
  });

  it('picks the empty text', () => {
    expect(emptyText(0, '')).toBe('No exercises yet. Create your first exercise to get started!');
    expect(emptyText(0, 'x')).toBe('No exercises yet. Create your first exercise to get started!');
    expect(emptyText(3, 'x')).toBe('No exercises match your search.');
    expect(emptyText(3, '')).toBeNull();
  });

  it("writes the card texts: default title, '{n} concepts • Status: {status}', long date", () => {
    expect(titleOf({ title: '  ' })).toBe('Exercise Session');
    const fresh = { current_slide: 0, answered_count: 0 };
    expect(cardSummary({ concepts_count: 3, status: 'ready', ...fresh })).toBe('3 concepts • Status: ready');
    expect(cardSummary({ concepts_count: 1, status: 'ready', ...fresh })).toBe('1 concept • Status: ready');
    expect(cardSummary({ concepts_count: 1, status: 'ready', current_slide: 2, answered_count: 0 })).toBe(
      '1 concept • Status: in progress',
    );
    // A completed session stays completed, whatever its saved place.
    expect(
      cardSummary({ concepts_count: 2, status: 'completed', current_slide: 13, answered_count: 4 }),
    ).toBe('2 concepts • Status: completed');
    expect(createdOn('2026-11-20T10:00:00.000Z')).toBe('November 20, 2026');
  });
});
