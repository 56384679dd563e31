import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dueCardFixture } from './fixtures';
import { ReviewDueButton } from './ReviewDueButton';
import { ReviewSession } from './ReviewSession';
import { fakeApi, renderWithQuery } from '../test/fake-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const recognition = dueCardFixture({ card_id: 'card-1' });
const recall = dueCardFixture({
  card_id: 'card-2',
  card_type: 'recall',
  front: { text: 'house', hint: null },
  back: { text: 'Haus', hint: null },
});

function serve(cards = [recognition, recall]) {
  let due = cards.length;
  const log = fakeApi((req) => {
    if (req.path.startsWith('/concepts/review/due')) return { body: { now: 0, due_count: due, cards } };
    const rated = /^\/concepts\/review\/(.+)$/.exec(req.path);
    if (req.method === 'POST' && rated) {
      due -= 1;
      const card = {
        card_id: rated[1],
        concept_id: 'c',
        state: 'learning',
        due: 1,
        stability: 1,
        difficulty: 5,
        reps: 1,
        lapses: 0,
        last_review: 0,
      };
      return { body: { card, review_log_id: `log-${rated[1]}` } };
    }
    return undefined;
  });
  return log;
}

describe('ReviewSession', () => {
  it('shows the front, reveals the answer and the four ratings with their intervals', async () => {
    serve();
    const user = userEvent.setup();
    renderWithQuery(<ReviewSession conceptId="c-1" onDone={() => {}} />);
    expect(await screen.findByText('Haus')).toBeInTheDocument();
    expect(screen.getByText('What does this word mean?')).toBeInTheDocument();
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    expect(screen.queryByText('house')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Good/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    expect(screen.getByText('house')).toBeInTheDocument();
    const ratings = within(screen.getByRole('group', { name: 'Rate your answer' }));
    expect(ratings.getByRole('button', { name: 'Again, next in 1m' })).toBeInTheDocument();
    expect(ratings.getByRole('button', { name: 'Hard, next in 6m' })).toBeInTheDocument();
    expect(ratings.getByRole('button', { name: 'Good, next in 10m' })).toBeInTheDocument();
    expect(ratings.getByRole('button', { name: 'Easy, next in 4d' })).toBeInTheDocument();
  });

  it('asks only for the given concept, rates with the buttons and keys, then finishes', async () => {
    const log = serve();
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithQuery(<ReviewSession conceptId="c-1" onDone={onDone} />);
    await screen.findByText('Haus');
    expect(log[0]?.path).toBe('/concepts/review/due?limit=100&concept_id=c-1');

    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    await user.click(screen.getByRole('button', { name: /^Good/ }));
    expect(await screen.findByText('2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Which word means this?')).toBeInTheDocument();

    await user.keyboard('4'); // ignored: the answer is not shown yet
    await user.keyboard(' ');
    expect(screen.getByText('Haus')).toBeInTheDocument();
    await user.keyboard('4');
    expect(await screen.findByText('Session complete: you reviewed 2 cards.')).toBeInTheDocument();

    const ratings = log.filter((r) => r.method === 'POST').map((r) => [r.path, r.body]);
    expect(ratings).toEqual([
      ['/concepts/review/card-1', { rating: 'good' }],
      ['/concepts/review/card-2', { rating: 'easy' }],
    ]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('says when nothing is due', async () => {
    serve([]);
    renderWithQuery(<ReviewSession conceptId={null} onDone={() => {}} />);
    expect(await screen.findByText('Nothing is due right now. Come back later.')).toBeInTheDocument();
  });

  it('keeps the card and shows the reason when a rating fails', async () => {
    fakeApi((req) =>
      req.method === 'GET'
        ? { body: { now: 0, due_count: 1, cards: [recognition] } }
        : { status: 404, body: { detail: 'Card not found' } },
    );
    const user = userEvent.setup();
    renderWithQuery(<ReviewSession conceptId={null} onDone={() => {}} />);
    await screen.findByText('Haus');
    await user.keyboard(' ');
    await user.keyboard('1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Card not found');
    expect(screen.getByText('1 of 1')).toBeInTheDocument();
  });
});

describe('ReviewDueButton', () => {
  it('shows the due count, reviews everything due, and is disabled once the queue is empty', async () => {
    const log = serve([recognition]);
    const user = userEvent.setup();
    renderWithQuery(<ReviewDueButton />);
    const button = await screen.findByRole('button', { name: 'Review due (1 card)' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Review due' });
    await within(dialog).findByText('Haus');
    expect(log.some((r) => r.path === '/concepts/review/due?limit=100')).toBe(true);
    await user.keyboard(' ');
    await user.keyboard(' ');
    await within(dialog).findByText('Session complete: you reviewed 1 card.');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: 'Review due (0 cards)' })).toBeDisabled();
  });
});
