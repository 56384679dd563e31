import { dueWordForms } from '@inkwell/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NewEntryPage from '../journal/NewEntryPage';
import { localMidnightSeconds } from '../journal/local-day';
import { fakeApi, renderAt } from '../test/fake-api';
import { WritingReviews } from './WritingReviews';

const url = `/journals/new?date=${localMidnightSeconds({ year: 2026, month: 11, day: 22 })}`;
const word = (card_id: string, w: string, translation: string | null) => ({
  card_id,
  concept_id: `concept-${card_id}`,
  word: w,
  translation,
  forms: dueWordForms(w, 'es'),
  retrievability: 0.4,
});

describe('Use your due words', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the due words beside the editor and highlights each one as soon as a form of it is typed', async () => {
    fakeApi({
      'GET /api/documents/journal/monthly/2026/11': () => ({ body: [] }),
      'GET /api/writing/due-words': () => ({
        body: { language: 'es', words: [word('c1', 'hablar', 'to speak'), word('c2', 'perro', 'dog')] },
      }),
    });
    renderAt(<NewEntryPage />, { route: '/journals/new', url });
    const panel = await screen.findByRole('region', { name: 'Use your due words' });
    const chip = (w: string) => within(panel).getByText(w).closest('li')!;
    expect(chip('hablar')).toHaveAttribute('data-used', 'false');
    expect(within(panel).getByText('· to speak')).toBeInTheDocument();
    // Accent- and case-insensitive: "Hable" is a form of "hablar".
    await userEvent.type(screen.getByRole('textbox', { name: 'Journal entry' }), 'Hable con mis ');
    expect(chip('hablar')).toHaveAttribute('data-used', 'true');
    expect(chip('perro')).toHaveAttribute('data-used', 'false');
    await userEvent.type(screen.getByRole('textbox', { name: 'Journal entry' }), 'perros.');
    expect(chip('perro')).toHaveAttribute('data-used', 'true');
    expect(within(chip('perro')).getByText('(used)')).toBeInTheDocument();
  });

  it('shows nothing when no word is due or the request fails', async () => {
    fakeApi({ 'GET /api/documents/journal/monthly/2026/11': () => ({ body: [] }) });
    renderAt(<NewEntryPage />, { route: '/journals/new', url });
    await screen.findByRole('textbox', { name: 'Journal entry' });
    expect(screen.queryByRole('region', { name: 'Use your due words' })).toBeNull();
  });

  it('lists what an analysed entry did to the cards', async () => {
    fakeApi({
      'GET /api/writing/reviews/e1': () => ({
        body: {
          reviews: [
            {
              card_id: 'c1',
              concept_id: 'k1',
              word: 'perro',
              rating: 'good',
              next_due: '2026-12-01T10:00:00.000Z',
              reviewed_at: '2026-11-22T10:00:00.000Z',
            },
            {
              card_id: 'c2',
              concept_id: 'k2',
              word: 'hablar',
              rating: 'again',
              next_due: '2026-11-22T10:10:00.000Z',
              reviewed_at: '2026-11-22T10:00:00.000Z',
            },
          ],
        },
      }),
    });
    renderAt(<WritingReviews entryId="e1" analysed />);
    const list = await screen.findByRole('region', { name: 'Reviewed from your writing' });
    expect(within(list).getByText(/used correctly, reviewed/)).toBeInTheDocument();
    expect(within(list).getByText(/corrected, counted as a lapse/)).toBeInTheDocument();
  });
});
