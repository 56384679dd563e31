import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HomePage from './HomePage';
import { localMidnightSeconds } from './local-day';
import { fakeApi, renderAt } from '../test/fake-api';
import { entryFixture } from './fixtures';

const stats = {
  total_entries: 2,
  total_words: 7,
  current_streak: 2,
  longest_streak: 2,
  today: '2026-11-18',
  wrote_today: false,
  time_zone: 'UTC',
};

function serve(monthEntries: Record<string, ReturnType<typeof entryFixture>[]>, failMonth = false) {
  return fakeApi({
    'GET /api/documents/journal/stats': () => ({ body: stats }),
    'GET /api/documents/journal/': () => ({ body: [] }),
    ...Object.fromEntries(
      Object.entries(monthEntries).map(([ym, entries]) => [
        `GET /api/documents/journal/monthly/${ym}`,
        () => (failMonth ? { status: 500, body: {} } : { body: entries }),
      ]),
    ),
  });
}

describe('HomePage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 18, 23, 30));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens the entry of a day that has one', async () => {
    serve({ '2026/11': [entryFixture({ id: 'e17', day: '2026-11-17' })], '2026/10': [] });
    renderAt(<HomePage />, { route: '/', url: '/' });
    await userEvent.click(await screen.findByRole('button', { name: /November 17, 2026, has entry/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/journal/e17');
  });

  it('starts a new entry with the local midnight of the clicked day', async () => {
    serve({ '2026/11': [] });
    renderAt(<HomePage />, { route: '/', url: '/' });
    await userEvent.click(await screen.findByRole('button', { name: /November 5, 2026, no entry yet/ }));
    const seconds = localMidnightSeconds({ year: 2026, month: 11, day: 5 });
    expect(screen.getByTestId('location')).toHaveTextContent(`/journals/new?date=${seconds}`);
  });

  it("offers to write today's journal, or to open it once written", async () => {
    serve({ '2026/11': [] });
    const first = renderAt(<HomePage />, { route: '/', url: '/' });
    expect(await screen.findByRole('link', { name: "Write Today's Journal" })).toHaveAttribute(
      'href',
      `/journals/new?date=${localMidnightSeconds({ year: 2026, month: 11, day: 18 })}`,
    );
    first.unmount();
    serve({ '2026/11': [entryFixture({ id: 'today', day: '2026-11-18' })] });
    renderAt(<HomePage />, { route: '/', url: '/' });
    expect(await screen.findByRole('link', { name: "Take Me to Today's Journal" })).toHaveAttribute(
      'href',
      '/journal/today',
    );
  });

  it('moves between months and loads each one', async () => {
    const calls = serve({ '2026/11': [], '2026/10': [entryFixture({ id: 'oct', day: '2026-10-31' })] });
    renderAt(<HomePage />, { route: '/', url: '/' });
    await screen.findByRole('heading', { name: 'November 2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'October 2026' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /October 31, 2026, has entry/ })).toBeEnabled();
    expect(calls.some((c) => c.path === '/documents/journal/monthly/2026/10')).toBe(true);
  });

  it('shows the calendar error when the month cannot be loaded', async () => {
    serve({ '2026/11': [] }, true);
    renderAt(<HomePage />, { route: '/', url: '/' });
    expect(await screen.findByText('Error: Failed to load journal entries')).toBeInTheDocument();
  });

  it('shows the streak and the words of the month', async () => {
    serve({
      '2026/11': [
        entryFixture({ id: 'a', day: '2026-11-16', word_count: 3 }),
        entryFixture({ id: 'b', day: '2026-11-17', word_count: 4 }),
      ],
    });
    renderAt(<HomePage />, { route: '/', url: '/' });
    await waitFor(() => expect(screen.getByTestId('writing-streak')).toHaveTextContent('2 days in a row'));
    await waitFor(() => expect(screen.getByTestId('month-words')).toHaveTextContent('7 words this month'));
    expect(screen.getByText('A few lines today keeps it going.')).toBeInTheDocument();
  });
});
