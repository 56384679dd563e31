import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ExercisesPage from './ExercisesPage';
import { deckKeys } from '../lib/query-keys';
import { fakeApi, renderAt } from '../test/fake-api';
import { sessionListItemFixture, statusFixture } from './test-support';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The deck fields of a card added in English and never reviewed. */
const newInDeck = {
  target_language: 'en',
  card_states: { new: 2, learning: 0, review: 0, relearning: 0 },
  total_reviews: 0,
  last_reviewed_at: null,
  created_at: 0,
  updated_at: 0,
};

/** A new vocab card as GET /concepts/vocab-cards answers it. */
const vocabCard = (concept_id: string, word: string) => ({
  concept_id,
  word,
  english_translation: null,
  romanization: null,
  pos: null,
  example_sentence_native: null,
  context: null,
  justification: null,
  ...newInDeck,
});

/** A new grammar card as GET /concepts/grammar-cards answers it. */
const grammarCard = (concept_id: string, title: string) => ({
  concept_id,
  title,
  description: '',
  examples: [],
  difficulty_level: 'beginner',
  tags: [],
  ...newInDeck,
});

const item = sessionListItemFixture;

const LIST = '/exercises/user/sessions?limit=50';
const counter = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ExercisesPage', () => {
  it('counts, lists and searches sessions; Start only when ready, Review when completed', async () => {
    fakeApi((req) =>
      req.path === LIST
        ? {
            body: [
              item({ document_id: 'a', title: 'Past tense', status: 'completed', concepts_count: 3 }),
              item({ document_id: 'b', title: 'Articles', status: 'ready' }),
              item({ document_id: 'c', title: '', status: 'failed' }),
            ],
          }
        : undefined,
    );
    renderAt(<ExercisesPage />);
    expect(await screen.findByText('Past tense')).toBeInTheDocument();
    expect(counter('Total')).toBe('3');
    expect(counter('Completed')).toBe('1');
    expect(counter('In Progress')).toBe('1');
    expect(screen.getByText('3 concepts • Status: completed')).toBeInTheDocument();
    expect(screen.getAllByText('November 20, 2026')).toHaveLength(3);

    const card = (title: string) => screen.getByText(title).closest('li')!;
    expect(within(card('Articles')).getByRole('button', { name: /^Start/ })).toBeEnabled();
    expect(within(card('Exercise Session')).getByRole('button', { name: /^Start/ })).toBeDisabled();
    expect(within(card('Past tense')).getByRole('button', { name: /^Review/ })).toBeEnabled();

    const search = screen.getByRole('searchbox', { name: /Search exercises/ });
    await userEvent.type(search, 'FAILED');
    expect(screen.getByText('Exercise Session')).toBeInTheDocument();
    expect(screen.queryByText('Articles')).toBeNull();
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like it');
    expect(screen.getByText('No exercises match your search.')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.click(within(card('Articles')).getByRole('button', { name: /^Start/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/exercise/b');
  });

  it('shows a started session in progress with Resume, and one concept in the singular', async () => {
    fakeApi((req) =>
      req.path === LIST
        ? {
            body: [
              item({
                document_id: 'p',
                title: 'Midway',
                concepts_count: 2,
                current_slide: 8,
                answered_count: 6,
              }),
              item({ document_id: 'q', title: 'Untouched', concepts_count: 1 }),
            ],
          }
        : undefined,
    );
    renderAt(<ExercisesPage />);
    const card = (await screen.findByText('Midway')).closest('li')!;
    expect(within(card).getByText('2 concepts • Status: in progress')).toBeInTheDocument();
    expect(within(card).getByText('Left off at slide 9 of 14 · 6 answers')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Start/ })).toBeNull();
    const fresh = screen.getByText('Untouched').closest('li')!;
    expect(within(fresh).getByText('1 concept • Status: ready')).toBeInTheDocument();
    expect(within(fresh).getByRole('button', { name: /^Start/ })).toBeEnabled();

    await userEvent.type(screen.getByRole('searchbox', { name: /Search exercises/ }), 'in progress');
    expect(screen.queryByText('Untouched')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Resume Midway' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/exercise/p');
  });

  it('shows the empty text with no sessions, and the error text when the list fails', async () => {
    fakeApi((req) => (req.path === LIST ? { body: [] } : undefined));
    renderAt(<ExercisesPage />);
    expect(
      await screen.findByText('No exercises yet. Create your first exercise to get started!'),
    ).toBeInTheDocument();
    cleanup();
    fakeApi((req) => (req.path === LIST ? { status: 500, body: {} } : undefined));
    renderAt(<ExercisesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch exercise sessions');
  });

  it('creates an exercise from picked deck concepts, then shows it generating', async () => {
    let created = false;
    const log = fakeApi((req) => {
      if (req.path === LIST)
        return {
          body: created
            ? [item({ document_id: 'n1', title: 'My mix', status: 'generating', concepts_count: 2 })]
            : [],
        };
      if (req.path === '/concepts/vocab-cards?limit=100')
        return {
          body: [vocabCard('v1', 'went')],
        };
      if (req.path === '/concepts/grammar-cards?limit=100')
        return {
          body: [grammarCard('g1', 'Articles')],
        };
      if (req.method === 'POST' && req.path === '/exercises/sessions') {
        created = true;
        return {
          status: 201,
          body: statusFixture({
            session_id: 'n1',
            status: 'generating',
            can_launch: false,
            modules_ready: 0,
            modules_total: 2,
          }),
        };
      }
      if (req.path === '/exercises/sessions/n1/status')
        return {
          body: statusFixture({
            session_id: 'n1',
            status: 'generating',
            can_launch: false,
            modules_ready: 1,
            modules_total: 2,
          }),
        };
      return undefined;
    });
    renderAt(<ExercisesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Exercise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Exercise' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    await within(dialog).findByText('went');
    expect(create).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /went/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Articles/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title (optional)' }), 'My mix');
    await userEvent.click(create);

    expect(await screen.findByText('My mix')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(log.find((r) => r.method === 'POST')?.body).toEqual({
      concept_ids: ['v1', 'g1'],
      title: 'My mix',
    });
    expect(await screen.findByText('Generating... 1/2')).toBeInTheDocument();
    expect(counter('In Progress')).toBe('1');
  });

  it('lets at most 10 concepts be picked', async () => {
    const vocab = Array.from({ length: 11 }, (_, i) => vocabCard(`v${i}`, `word${i}`));
    fakeApi((req) => {
      if (req.path === LIST) return { body: [] };
      if (req.path === '/concepts/vocab-cards?limit=100') return { body: vocab };
      if (req.path === '/concepts/grammar-cards?limit=100') return { body: [] };
      return undefined;
    });
    renderAt(<ExercisesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Exercise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Exercise' });
    await within(dialog).findByText('word0');
    for (let i = 0; i < 10; i++)
      await userEvent.click(within(dialog).getByRole('checkbox', { name: new RegExp(`word${i}\\b`) }));
    expect(within(dialog).getByText('Concepts (10/10 selected)')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /word10/ })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /word0\b/ }));
    expect(within(dialog).getByRole('checkbox', { name: /word10/ })).toBeEnabled();
  });

  it("reads the deck cards under the decks' own keys, so the decks' invalidation refreshes the picker", async () => {
    let vocab = [vocabCard('v1', 'went')];
    const log = fakeApi((req) => {
      if (req.path === LIST) return { body: [] };
      if (req.path === '/concepts/vocab-cards?limit=100') return { body: vocab };
      if (req.path === '/concepts/grammar-cards?limit=100') return { body: [] };
      return undefined;
    });
    const { client } = renderAt(<ExercisesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Exercise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Exercise' });
    await within(dialog).findByText('went');
    vocab = [vocabCard('v1', 'went'), vocabCard('v2', 'ran')];
    await client.invalidateQueries({ queryKey: deckKeys.vocabCards });
    expect(await within(dialog).findByText('ran')).toBeInTheDocument();
    expect(log.filter((r) => r.path === '/concepts/vocab-cards?limit=100')).toHaveLength(2);
  });

  it("shows a plain message for a deck answer off the contract, never zod's text", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi((req) => {
      if (req.path === LIST) return { body: [] };
      if (req.path === '/concepts/vocab-cards?limit=100') return { body: [{ concept_id: 1 }] };
      if (req.path === '/concepts/grammar-cards?limit=100') return { body: [] };
      return undefined;
    });
    renderAt(<ExercisesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Exercise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Exercise' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^The server's answer was not understood$/,
    );
    expect(logged).toHaveBeenCalledWith(
      'Unexpected API answer from /concepts/vocab-cards?limit=100',
      expect.any(Array),
    );
    logged.mockRestore();
  });
});
