import type { ProgressResponse } from '@inkwell/contract';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeApi, renderAt, renderWithQuery } from '../test/fake-api';
import en from '../i18n/catalogs/en.json';
import ProgressPage from './ProgressPage';

const EMPTY_PROGRESS = en['progress.empty'];
const ONE_ENTRY_PROGRESS = en['progress.oneEntry'];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const empty: ProgressResponse = {
  range: '3m',
  time_zone: 'UTC',
  today: '2026-11-27',
  since: '2026-08-29',
  period: 'week',
  assessed_entries: 0,
  mistakes: [],
  assessor_runs: [],
  level: [],
  words: [],
  heatmap: [],
  streak: { current: 0, longest: 0 },
  vocabulary: { distinct_words: 0, new_words: [], concepts_in_deck: 0, mature_concepts: 0 },
  reviews: { per_day: [], retention: null, due_reviews: 0 },
  recurring_mistakes: [],
};

const oneEntry: ProgressResponse = {
  ...empty,
  assessed_entries: 1,
  mistakes: [{ period: '2026-11-23', words: 40, per_100_words: 5, by_category: { spelling: 5 } }],
  level: [{ period: '2026-11-23', level: 3, low: 2.3, high: 3.7, confidence: 0.27 }],
  words: [{ period: '2026-11-23', count: 40 }],
  heatmap: [{ day: '2026-11-27', words: 40 }],
  streak: { current: 1, longest: 1 },
};

it('says what will appear before anything is written', async () => {
  fakeApi(() => ({ body: empty }));
  renderWithQuery(<ProgressPage />);
  expect(await screen.findByText(EMPTY_PROGRESS)).toBeVisible();
});

it('with one analysed entry shows its figures as tables and says trends come later', async () => {
  const log = fakeApi(() => ({ body: oneEntry }));
  renderWithQuery(<ProgressPage />);
  expect(await screen.findByText(ONE_ENTRY_PROGRESS)).toBeVisible();
  expect(screen.getByRole('table', { name: 'Mistakes per 100 words' })).toHaveTextContent('spelling 5');
  expect(screen.getByRole('table', { name: 'Estimated level' })).toHaveTextContent('B1A2–B227%');
  expect(screen.getByText('Current streak: 1 day. Longest streak: 1 day.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'A year' }));
  expect(log.some((r) => r.path.startsWith('/progress?range=1y'))).toBe(true);
});

const withRecurring: ProgressResponse = {
  ...oneEntry,
  recurring_mistakes: [
    {
      key: 'grammar\u241fbuyed\u241fbought',
      category: 'grammar',
      original: 'buyed',
      corrected: 'bought',
      entries: 2,
      examples: [{ day: '2026-11-27', context: 'I buyed bread.' }],
    },
    // A flag names no fix: nothing to practise.
    {
      key: 'grammar\u241fgoed\u241fgoed',
      category: 'grammar',
      original: 'goed',
      corrected: 'goed',
      entries: 2,
      examples: [],
    },
  ],
};

it('"Practise these" creates a session from that recurring mistake and opens the exercises', async () => {
  const log = fakeApi({
    'GET /api/progress': () => ({ body: withRecurring }),
    'POST /api/progress/recurring/practise': () => ({
      status: 201,
      body: {
        session_id: 's1',
        status: 'generating',
        can_launch: false,
        concepts_count: 1,
        modules_ready: 0,
        modules_total: 1,
        failure_reason: null,
      },
    }),
  });
  renderAt(<ProgressPage />, { url: '/progress', route: '/progress' });
  const buttons = await screen.findAllByRole('button', { name: /^Practise these/ });
  expect(buttons).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Practise these: buyed → bought' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/exercises');
  expect(log.find((r) => r.method === 'POST')?.body).toEqual({ key: 'grammar\u241fbuyed\u241fbought' });
});

it('"Practise these" shows the server\'s message when it refuses', async () => {
  fakeApi({
    'GET /api/progress': () => ({ body: withRecurring }),
    'POST /api/progress/recurring/practise': () => ({
      status: 404,
      body: { detail: 'Recurring mistake not found' },
    }),
  });
  renderAt(<ProgressPage />, { url: '/progress', route: '/progress' });
  await userEvent.click(await screen.findByRole('button', { name: 'Practise these: buyed → bought' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Recurring mistake not found');
});
