import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localMidnightSeconds } from './local-day';
import NewEntryPage from './NewEntryPage';
import { fakeApi, renderAt } from '../test/fake-api';
import { entryFixture } from './fixtures';

const day = { year: 2026, month: 11, day: 22 };
const url = `/journals/new?date=${localMidnightSeconds(day)}`;
const renderPage = () => renderAt(<NewEntryPage />, { route: '/journals/new', url });

describe('NewEntryPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the date heading and saves only non-blank text', async () => {
    fakeApi({ 'GET /api/documents/journal/monthly/2026/11': () => ({ body: [] }) });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Sunday, November 22, 2026' })).toBeInTheDocument();
    expect(screen.getByText('New Journal Entry')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByPlaceholderText('Start writing your journal for the day...'), '   ');
    expect(save).toBeDisabled();
  });

  it('keeps the typed text across a reload and a failed save, then clears it after saving', async () => {
    let fail = true;
    const calls = fakeApi({
      'GET /api/documents/journal/monthly/2026/11': () => ({ body: [] }),
      'POST /api/documents/journal/store/': ({ body }) =>
        fail
          ? { status: 400, body: { detail: 'content: must be at most 20000 characters' } }
          : { body: entryFixture({ id: 'new-1', content: (body as { content: string }).content }) },
    });
    const first = renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: 'Journal entry' }), 'Hoy escribo.');
    first.unmount(); // a reload

    renderPage();
    const textarea = screen.getByRole('textbox', { name: 'Journal entry' });
    await waitFor(() => expect(textarea).toHaveValue('Hoy escribo.'));

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error saving journal entry: content: must be at most 20000 characters',
    );
    expect(textarea).toHaveValue('Hoy escribo.');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/journal/new-1'));
    const store = calls.filter((c) => c.method === 'POST').at(-1);
    expect(store?.body).toMatchObject({ date: String(localMidnightSeconds(day)), content: 'Hoy escribo.' });
    expect(typeof (store?.body as { time_zone?: unknown }).time_zone).toBe('string');
    expect(Object.keys(localStorage).filter((k) => k.startsWith('inkwell-journal-draft'))).toEqual([]);
  });

  it('warns when the day already has an entry', async () => {
    fakeApi({
      'GET /api/documents/journal/monthly/2026/11': () => ({
        body: [entryFixture({ id: 'old', day: '2026-11-22' })],
      }),
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Open that entry' })).toHaveAttribute(
      'href',
      '/journal/old',
    );
  });
  it('on 409 (another device saved this day meanwhile) keeps the text and links the existing entry', async () => {
    let savedElsewhere = false;
    fakeApi({
      // The page loaded before the other device saved, so at first the month has no entry that day.
      'GET /api/documents/journal/monthly/2026/11': () => ({
        body: savedElsewhere ? [entryFixture({ id: 'from-phone', day: '2026-11-22' })] : [],
      }),
      'POST /api/documents/journal/store/': () => {
        savedElsewhere = true;
        return { status: 409, body: { detail: 'You already have a journal entry for this day.' } };
      },
    });
    renderPage();
    const textarea = screen.getByRole('textbox', { name: 'Journal entry' });
    await userEvent.type(textarea, 'Escrito en el portátil.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Error saving journal entry: You already have a journal entry for this day. Your text stays here',
    );
    const link = await within(alert).findByRole('link', { name: 'Open the existing entry' });
    expect(link).toHaveAttribute('href', '/journal/from-phone');
    expect(textarea).toHaveValue('Escrito en el portátil.');
    expect(screen.getByTestId('location')).toHaveTextContent('/journals/new');
  });
});
