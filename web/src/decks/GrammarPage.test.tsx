import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dueCardFixture, grammarCardFixture, states } from './fixtures';
import GrammarPage from './GrammarPage';
import { fakeApi, renderWithQuery } from '../test/fake-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dative = grammarCardFixture({
  concept_id: 'g-dat',
  card_states: states({ review: 1, relearning: 1 }),
  total_reviews: 5,
});
const perfect = grammarCardFixture({
  concept_id: 'g-perf',
  title: 'Perfect tense',
  description: 'haben or sein with a past participle',
  examples: ['Ich habe gegessen.'],
  card_states: states({ review: 2 }),
});

function serve(cards = [dative, perfect]) {
  return fakeApi((req) => {
    if (req.path === '/concepts/grammar-cards?limit=100') return { body: cards };
    if (req.path === '/documents/progress/') return { body: [] };
    if (req.path.startsWith('/concepts/review/due')) return { body: { now: 0, due_count: 0, cards: [] } };
    if (req.path === '/concepts/grammar/g-dat/study-guide') {
      return {
        body: {
          explanation: 'The dative marks who receives something.',
          examples: ['Ich helfe dir.'],
          common_mistakes: [{ mistake: 'Ich helfe dich.', correction: 'Ich helfe dir.' }],
          source: 'offline',
        },
      };
    }
    return undefined;
  });
}

describe('GrammarPage', () => {
  it('shows the counters, mastery and review counts', async () => {
    serve();
    renderWithQuery(<GrammarPage />);
    const tile = (await screen.findByText('Dative case')).closest('li')!;
    const counter = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(counter('Concepts')).toBe('2');
    expect(counter('Mastered')).toBe('2');
    expect(counter('Needs Review')).toBe('1');
    expect(within(tile).getByText('60% mastered')).toBeInTheDocument();
    expect(within(tile).getByText('5 reviews')).toBeInTheDocument();
  });

  it("counts and reviews only the grammar deck's due cards", async () => {
    const log = fakeApi((req) => {
      if (req.path === '/concepts/grammar-cards?limit=100') return { body: [dative] };
      if (req.path === '/documents/progress/') return { body: [] };
      // Vocab cards are due too; a page that forgot its kind would count them.
      if (req.path.startsWith('/concepts/review/due'))
        return req.path.includes('kind=grammar')
          ? {
              body: {
                now: 0,
                due_count: 1,
                cards: [dueCardFixture({ concept_id: 'g-dat', concept_type: 'grammar' })],
              },
            }
          : { body: { now: 0, due_count: 3, cards: [] } };
      return undefined;
    });
    const user = userEvent.setup();
    renderWithQuery(<GrammarPage />);
    const review = await screen.findByRole('button', { name: 'Review due (1 card)' });
    await user.click(review);
    await screen.findByRole('dialog', { name: 'Review due' });
    const dueAsks = log.filter((r) => r.path.startsWith('/concepts/review/due'));
    expect(dueAsks.length).toBeGreaterThanOrEqual(2);
    for (const r of dueAsks) expect(r.path).toContain('kind=grammar');
  });

  it('searches title and description', async () => {
    serve();
    const user = userEvent.setup();
    renderWithQuery(<GrammarPage />);
    await screen.findByText('Dative case');
    const search = screen.getByRole('searchbox', { name: 'Search grammar' });
    await user.type(search, 'participle');
    expect(screen.getByText('Perfect tense')).toBeInTheDocument();
    expect(screen.queryByText('Dative case')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'gegessen'); // examples are not searched
    expect(screen.getByText('No grammar concepts match your search.')).toBeInTheDocument();
  });

  it('shows the empty and failure texts', async () => {
    serve([]);
    renderWithQuery(<GrammarPage />);
    expect(
      await screen.findByText('No grammar concepts yet. Start adding concepts to learn!'),
    ).toBeInTheDocument();
    cleanup();
    fakeApi(() => ({ status: 500, body: { detail: 'down' } }));
    renderWithQuery(<GrammarPage />);
    expect(await screen.findByText('Failed to fetch grammar cards')).toBeInTheDocument();
    cleanup();
    fakeApi((req) =>
      req.path === '/concepts/grammar-cards?limit=100' ? { body: [dative] } : { status: 503 },
    );
    renderWithQuery(<GrammarPage />);
    expect(await screen.findByText('Failed to fetch grammar progress')).toBeInTheDocument();
  });

  it('opens the detail with explanation, examples and mastery, and shows the Study Guide', async () => {
    serve();
    const user = userEvent.setup();
    renderWithQuery(<GrammarPage />);
    await user.click(await screen.findByRole('button', { name: /Dative case/ }));
    const dialog = screen.getByRole('dialog', { name: 'Dative case' });
    expect(within(dialog).getByText('Marks the indirect object')).toBeInTheDocument();
    expect(within(dialog).getByText('Ich gebe dem Mann das Buch.')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Mastery' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Study Guide' }));
    const guide = await within(dialog).findByRole('region', { name: 'Study guide' });
    expect(within(guide).getByText('The dative marks who receives something.')).toBeInTheDocument();
    expect(within(guide).getByText('Ich helfe dich.')).toBeInTheDocument();
    expect(within(guide).getAllByText('Ich helfe dir.')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Practice' })).toBeInTheDocument();
  });
});
