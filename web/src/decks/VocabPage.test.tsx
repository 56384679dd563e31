import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressFixture, states, vocabCardFixture } from './fixtures';
import { fakeApi, renderWithQuery } from '../test/fake-api';
import VocabPage from './VocabPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const haus = vocabCardFixture({
  concept_id: 'c-haus',
  card_states: states({ review: 1, learning: 1 }),
  total_reviews: 3,
  last_reviewed_at: new Date(2025, 5, 3, 12).getTime(),
});
const maus = vocabCardFixture({ concept_id: 'c-maus', word: 'Maus', english_translation: 'mouse' });
const baum = vocabCardFixture({
  concept_id: 'c-baum',
  word: 'Baum',
  english_translation: 'tree',
  card_states: states({ review: 2 }),
  total_reviews: 1,
});

function serve(cards = [haus, maus, baum]) {
  return fakeApi((req) => {
    if (req.path === '/concepts/vocab-cards?limit=100') return { body: cards };
    if (req.path === '/documents/progress/')
      return { body: [progressFixture('c-baum', 'vocab', 'mastered')] };
    if (req.path.startsWith('/concepts/review/due')) return { body: { now: 0, due_count: 4, cards: [] } };
    return undefined;
  });
}

describe('VocabPage', () => {
  it('shows the counters by the mastered / needs-review rules', async () => {
    serve();
    renderWithQuery(<VocabPage />);
    await screen.findByText('Haus');
    const counter = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(counter('Words')).toBe('3');
    expect(counter('Mastered')).toBe('2');
    expect(counter('Needs Review')).toBe('2');
  });

  it("shows each word's definition, '% mastered' and review count", async () => {
    serve();
    renderWithQuery(<VocabPage />);
    const tile = (await screen.findByText('Haus')).closest('li')!;
    expect(within(tile).getByText('house')).toBeInTheDocument();
    expect(within(tile).getByText('40% mastered')).toBeInTheDocument();
    expect(within(tile).getByText('3 reviews')).toBeInTheDocument();
    const baumTile = screen.getByText('Baum').closest('li')!;
    expect(within(baumTile).getByText('80% mastered')).toBeInTheDocument();
    expect(within(baumTile).getByText('Mastered')).toBeInTheDocument();
  });

  it('searches word and definition, and says when nothing matches', async () => {
    serve();
    const user = userEvent.setup();
    renderWithQuery(<VocabPage />);
    await screen.findByText('Haus');
    const search = screen.getByRole('searchbox', { name: 'Search vocabulary' });
    await user.type(search, 'TREE');
    expect(screen.getByText('Baum')).toBeInTheDocument();
    expect(screen.queryByText('Haus')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'aus');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.type(search, 'xyz');
    expect(screen.getByText('No vocabulary items match your search.')).toBeInTheDocument();
  });

  it('says so when there are no words yet', async () => {
    serve([]);
    renderWithQuery(<VocabPage />);
    expect(
      await screen.findByText('No vocabulary items yet. Start adding words to learn!'),
    ).toBeInTheDocument();
  });

  it("shows the spec's texts when the cards or the progress cannot be fetched", async () => {
    fakeApi((req) =>
      req.path.startsWith('/concepts/review/due')
        ? { body: { now: 0, due_count: 0, cards: [] } }
        : { status: 500, body: { detail: 'boom' } },
    );
    renderWithQuery(<VocabPage />);
    expect(await screen.findByText('Failed to fetch vocab cards')).toBeInTheDocument();
    cleanup();
    fakeApi((req) => (req.path === '/concepts/vocab-cards?limit=100' ? { body: [haus] } : { status: 500 }));
    renderWithQuery(<VocabPage />);
    expect(await screen.findByText('Failed to fetch vocab progress')).toBeInTheDocument();
    expect(screen.getByText('Haus')).toBeInTheDocument();
  });

  it('opens the detail with definition, example, mastery and reviews, and Close closes it', async () => {
    serve();
    const user = userEvent.setup();
    renderWithQuery(<VocabPage />);
    // The "Hear it" control beside it is also named after the word; the card itself is the other button.
    await user.click(await screen.findByRole('button', { name: /^(?!Hear).*Haus/ }));
    const dialog = screen.getByRole('dialog', { name: 'Haus' });
    expect(within(dialog).getByText('house')).toBeInTheDocument();
    expect(within(dialog).getByText('Das Haus ist groß.')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Mastery' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(dialog).getByText('Times reviewed').nextElementSibling).toHaveTextContent('3');
    expect(within(dialog).getByText('June 3, 2025')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Practice' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds a word with Add Vocab and shows it after the list refreshes', async () => {
    let cards = [haus];
    const log = fakeApi((req) => {
      if (req.path === '/concepts/vocab-cards?limit=100') return { body: cards };
      if (req.path === '/documents/progress/') return { body: [] };
      if (req.path.startsWith('/concepts/review/due')) return { body: { now: 0, due_count: 0, cards: [] } };
      if (req.method === 'POST' && req.path === '/concepts/vocab') {
        cards = [
          ...cards,
          vocabCardFixture({ concept_id: 'c-new', word: 'Katze', english_translation: 'cat' }),
        ];
        return { status: 201, body: { concept_id: 'c-new', cards_created: 2 } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithQuery(<VocabPage />);
    await screen.findByText('Haus');
    await user.click(screen.getByRole('button', { name: 'Add Vocab' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Vocab' });
    const submit = within(dialog).getByRole('button', { name: 'Add word' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Word'), ' Katze ');
    await user.type(within(dialog).getByLabelText('Definition'), 'cat');
    await user.type(within(dialog).getByLabelText('Example (optional)'), 'Die Katze schläft.');
    await user.click(submit);
    expect(await screen.findByText('Katze')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(log.find((r) => r.method === 'POST')?.body).toEqual({
      word: 'Katze',
      definition: 'cat',
      example: 'Die Katze schläft.',
    });
  });

  it('fills the meaning from the glossary when it knows the word, and keeps what the learner typed', async () => {
    const log = fakeApi((req) => {
      if (req.path === '/concepts/vocab-cards?limit=100') return { body: [] };
      if (req.path === '/concepts/glossary?word=Katze')
        return { body: { word: 'Katze', meaning: 'cat', lemma: 'Katze' } };
      if (req.path.startsWith('/concepts/glossary'))
        return { body: { word: 'x', meaning: null, lemma: null } };
      return { body: req.path.startsWith('/concepts/review') ? { now: 0, due_count: 0, cards: [] } : [] };
    });
    const user = userEvent.setup();
    renderWithQuery(<VocabPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Vocab' }));
    await user.type(screen.getByLabelText('Word'), 'Katze');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Definition')).toHaveValue('cat'));
    await user.clear(screen.getByLabelText('Word'));
    await user.type(screen.getByLabelText('Word'), 'Hund');
    await user.clear(screen.getByLabelText('Definition'));
    await user.type(screen.getByLabelText('Definition'), 'dog');
    await user.click(screen.getByLabelText('Word'));
    await user.tab();
    expect(screen.getByLabelText('Definition')).toHaveValue('dog');
    expect(log.some((r) => r.path === '/concepts/glossary?word=Katze')).toBe(true);
  });

  it("shows the server's reason when adding fails", async () => {
    fakeApi((req) => {
      if (req.path === '/concepts/vocab-cards?limit=100') return { body: [] };
      if (req.method === 'POST')
        return { status: 409, body: { detail: 'This word is already in your deck' } };
      return { body: req.path.startsWith('/concepts/review') ? { now: 0, due_count: 0, cards: [] } : [] };
    });
    const user = userEvent.setup();
    renderWithQuery(<VocabPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Vocab' }));
    await user.type(screen.getByLabelText('Word'), 'Haus');
    await user.type(screen.getByLabelText('Definition'), 'house');
    await user.click(screen.getByRole('button', { name: 'Add word' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This word is already in your deck');
  });
});
