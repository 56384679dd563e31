import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import JournalDetailPage from './JournalDetailPage';
import { fakeApi, renderAt } from '../test/fake-api';
import { entryFixture } from './fixtures';

const PATH = '/api/documents/journal/entry-1';
const renderPage = (url = '/journal/entry-1') =>
  renderAt(<JournalDetailPage />, { route: '/journal/:entryId?', url });

describe('JournalDetailPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads, edits on click and saves with the loaded version', async () => {
    let entry = entryFixture();
    const calls = fakeApi({
      [`GET ${PATH}`]: () => ({ body: entry }),
      [`PUT ${PATH}`]: ({ body }) => {
        const { content } = body as { content: string };
        entry = entryFixture({ content, version: entry.version + 1 });
        return { body: entry };
      },
    });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading journal entry...');
    expect(await screen.findByRole('heading', { name: 'Sunday, November 22, 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved' })).toBeDisabled();

    await userEvent.click(screen.getByTestId('entry-content'));
    const textarea = screen.getByRole('textbox', { name: 'Journal entry' });
    await userEvent.type(textarea, ' Compré pan.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Saved' })).toBeDisabled();
    expect(screen.getByTestId('entry-content')).toHaveTextContent('Hoy fui al mercado. Compré pan.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      content: 'Hoy fui al mercado. Compré pan.',
      version: 1,
    });
  });

  it('on 409 keeps the typed text, then loads the latest and keeps a copy', async () => {
    let entry = entryFixture();
    fakeApi({
      [`GET ${PATH}`]: () => ({ body: entry }),
      [`PUT ${PATH}`]: () => ({ status: 409, body: { detail: 'The entry was changed since it was loaded' } }),
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('entry-content'));
    const textarea = screen.getByRole('textbox', { name: 'Journal entry' });
    await userEvent.clear(textarea);
    await userEvent.type(textarea, 'Mi versión.');
    entry = entryFixture({ content: 'Otra versión desde el móvil.', version: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(/changed somewhere else/)).toBeInTheDocument();
    expect(textarea).toHaveValue('Mi versión.');

    await userEvent.click(screen.getByRole('button', { name: /Load latest version/ }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Journal entry' })).toHaveValue(
        'Otra versión desde el móvil.',
      ),
    );
    expect(screen.getByTestId('kept-copy')).toHaveTextContent('Mi versión.');
    await userEvent.click(screen.getByRole('button', { name: 'Use my text instead' }));
    expect(screen.getByRole('textbox', { name: 'Journal entry' })).toHaveValue('Mi versión.');
  });

  it('restores unsaved edits after a reload', async () => {
    fakeApi({ [`GET ${PATH}`]: () => ({ body: entryFixture() }) });
    const first = renderPage();
    await userEvent.click(await screen.findByTestId('entry-content'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Journal entry' }), ' Más.');
    first.unmount();
    renderPage();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Journal entry' })).toHaveValue('Hoy fui al mercado. Más.'),
    );
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('does not edit an analyzed entry', async () => {
    fakeApi({ [`GET ${PATH}`]: () => ({ body: entryFixture({ analysis_state: 'analyzed' }) }) });
    renderPage();
    await userEvent.click(await screen.findByTestId('entry-content'));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });

  it('shows the not-found error view with a way back', async () => {
    fakeApi({});
    renderPage('/journal/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Journal entry not found');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Calendar' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('says when no entry id was given', () => {
    renderPage('/journal');
    expect(screen.getByRole('alert')).toHaveTextContent('Error: No entry ID provided');
  });

  it('renders the slots later features fill', async () => {
    fakeApi({ [`GET ${PATH}`]: () => ({ body: entryFixture() }) });
    renderAt(<JournalDetailPage slots={{ actions: ({ entry }) => <span>actions for {entry.id}</span> }} />, {
      route: '/journal/:entryId',
      url: '/journal/entry-1',
    });
    expect(await screen.findByText('actions for entry-1')).toBeInTheDocument();
  });
});
