import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NewEntryPage from '../journal/NewEntryPage';
import { entryFixture } from '../journal/fixtures';
import { localMidnightSeconds } from '../journal/local-day';
import { fakeApi, renderAt } from '../test/fake-api';

const day = { year: 2026, month: 11, day: 22 };
const url = `/journals/new?date=${localMidnightSeconds(day)}`;
const prompts = [
  {
    id: 'a2-01',
    text: 'Was hast du gestern Abend gemacht?',
    level: 'A2',
    translation: 'What did you do yesterday evening?',
  },
  {
    id: 'a2-02',
    text: 'Beschreibe deinen letzten Urlaub.',
    level: 'A2',
    translation: 'Describe your last holiday.',
  },
];

describe('writing prompt on the New Entry page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shuffles, translates on demand, and saves the chosen prompt with the entry', async () => {
    const calls = fakeApi({
      'GET /api/documents/journal/monthly/2026/11': () => ({ body: [] }),
      'GET /api/prompts/next': ({ path }) => ({
        body: { prompt: path.includes('a2-01') ? prompts[1] : prompts[0], reason: null },
      }),
      'POST /api/documents/journal/store/': () => ({ body: entryFixture({ id: 'new-1' }) }),
    });
    renderAt(<NewEntryPage />, { route: '/journals/new', url });
    expect(await screen.findByText(prompts[0]!.text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show translation' }));
    expect(screen.getByText(prompts[0]!.translation)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Another prompt' }));
    expect(await screen.findByText(prompts[1]!.text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Write about this' }));
    expect(screen.getByText(prompts[1]!.text)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Journal entry' }), 'Ich war am Meer.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const store = calls.find((c) => c.method === 'POST');
    expect(store?.body).toMatchObject({ prompt: { id: 'a2-02', text: prompts[1]!.text } });
  });

  it('shows nothing when prompts are off, and Skip hides a prompt', async () => {
    fakeApi({
      'GET /api/documents/journal/monthly/2026/11': () => ({ body: [] }),
      'GET /api/prompts/next': () => ({ body: { prompt: prompts[0], reason: null } }),
    });
    renderAt(<NewEntryPage />, { route: '/journals/new', url });
    expect(await screen.findByText(prompts[0]!.text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('region', { name: 'Writing prompt' })).not.toBeInTheDocument();
    cleanup();
    fakeApi({
      'GET /api/documents/journal/monthly/2026/11': () => ({ body: [] }),
      'GET /api/prompts/next': () => ({
        body: { prompt: null, reason: 'Writing prompts are turned off in Profile Settings.' },
      }),
    });
    renderAt(<NewEntryPage />, { route: '/journals/new', url });
    await screen.findByRole('textbox', { name: 'Journal entry' });
    expect(screen.queryByRole('region', { name: 'Writing prompt' })).not.toBeInTheDocument();
  });

  it('with a model: writes a new prompt on request, shows a failure plainly, and offers one where the bank has none', async () => {
    let fail = false;
    const calls = fakeApi({
      'GET /api/documents/journal/monthly/2026/11': () => ({ body: [] }),
      'GET /api/prompts/next': () => ({ body: { prompt: prompts[0], reason: null, can_generate: true } }),
      'POST /api/prompts/generate': () =>
        fail
          ? {
              status: 503,
              body: { detail: 'The model could not write a prompt just now. Try again in a moment.' },
            }
          : {
              body: {
                prompt: { id: null, text: 'Wie war dein Wochenende?', level: 'A2', translation: null },
                reason: null,
                can_generate: true,
              },
            },
      'POST /api/documents/journal/store/': () => ({ body: entryFixture({ id: 'new-2' }) }),
    });
    renderAt(<NewEntryPage />, { route: '/journals/new', url });
    expect(await screen.findByText(prompts[0]!.text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Write me a new one' }));
    expect(await screen.findByText('Wie war dein Wochenende?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show translation' })).not.toBeInTheDocument();
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Write me a new one' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The model could not write a prompt just now.',
    );
    // The prompt shown stays, and can be written about: saved with no bank id.
    await userEvent.click(screen.getByRole('button', { name: 'Write about this' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Journal entry' }), 'Ich war zu Hause.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/store/'))).toBe(true));
    const stored = calls.find((c) => c.path.endsWith('/store/'))!.body as { prompt: unknown };
    expect(stored.prompt).toEqual({ id: null, text: 'Wie war dein Wochenende?' });

    cleanup();
    fakeApi({
      'GET /api/documents/journal/monthly/2026/11': () => ({ body: [] }),
      'GET /api/prompts/next': () => ({ body: { prompt: null, reason: null, can_generate: true } }),
    });
    renderAt(<NewEntryPage />, { route: '/journals/new', url });
    const card = await screen.findByRole('region', { name: 'Writing prompt' });
    expect(card).toHaveTextContent('Want an idea to write about?');
    expect(screen.getByRole('button', { name: 'Write me a new one' })).toBeInTheDocument();
  });
});
