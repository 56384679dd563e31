import type { JournalListItem } from '@inkwell/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MyJournalsPage from './MyJournalsPage';
import { fakeApi, renderAt } from '../test/fake-api';

const item = (overrides: Partial<JournalListItem>): JournalListItem => ({
  id: 'e1',
  data: { date: '1795089600', target_language: 'es' },
  day: '2026-11-22',
  excerpt: 'Hoy fui al mercado.',
  word_count: 4,
  analysis_state: null,
  new_words: 0,
  new_grammar_points: 0,
  level: null,
  created_at: '2026-11-22T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

const renderPage = () => renderAt(<MyJournalsPage />, { route: '/journals', url: '/journals' });

describe('MyJournalsPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists entries with date, discoveries, language and level', async () => {
    const calls = fakeApi({
      'GET /api/documents/journal/': () => ({
        body: [
          item({ id: 'a', new_words: 3, new_grammar_points: 1, level: 'B1', analysis_state: 'analyzed' }),
          item({ id: 'b', day: '2026-11-21', data: { date: '1795003200', target_language: null } }),
        ],
      }),
    });
    renderPage();
    expect(screen.getByRole('status')).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: /Sunday, November 22, 2026/ });
    expect(first).toHaveAttribute('href', '/journal/a');
    expect(first).toHaveTextContent('3 new words');
    expect(first).toHaveTextContent('1 new grammar point');
    expect(first).toHaveTextContent('Spanish');
    expect(first).toHaveTextContent('B1');
    const second = screen.getByRole('link', { name: /Saturday, November 21, 2026/ });
    expect(second).toHaveTextContent('0 new words');
    expect(second).toHaveTextContent('0 new grammar points');
    expect(second.textContent?.match(/N\/A/g)).toHaveLength(2);
    expect(calls[0]?.path).toBe('/documents/journal/?limit=100');
  });

  it('invites to write when there is nothing yet', async () => {
    fakeApi({ 'GET /api/documents/journal/': () => ({ body: [] }) });
    renderPage();
    expect(await screen.findByRole('link', { name: "Write Today's Journal" })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/journals\/new\?date=\d+$/),
    );
  });

  it('says when the entries cannot be fetched', async () => {
    fakeApi({ 'GET /api/documents/journal/': () => ({ status: 500, body: {} }) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch journal entries');
  });
});
