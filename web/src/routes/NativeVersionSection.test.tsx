import type { JournalEntry } from '@inkwell/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQuery } from '../test/fake-api';
import { NativeVersionSection } from './NativeVersionSection';

const MINE = 'Gestern ich bin mit meine Freunde gegangen. Am Abend ich war müde.';
const NATIVE = 'Gestern bin ich mit meinen Freunden gegangen. Abends war ich todmüde.';
const PATH = 'api/documents/journal/entry-1/native-version';

const entry = (over: Partial<JournalEntry> = {}): JournalEntry => ({
  id: 'entry-1',
  data: { date: '1795089600', content: MINE, target_language: 'de' },
  day: '2026-11-22',
  time_zone: 'UTC',
  word_count: 12,
  version: 2,
  analysis_state: 'analyzed',
  created_at: '2026-11-22T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
  ...over,
});
const none = { native_version: null, can_generate: true, reason_code: null, reason: null };
const written = {
  ...none,
  native_version: { text: NATIVE, entry_version: 2, created_at: '2026-11-22T11:00:00.000Z' },
};

describe('native-like version on the entry page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offline: says why in a plain sentence, with no button', async () => {
    fakeApi({
      [`GET /${PATH}`]: () => ({
        body: { ...none, can_generate: false, reason_code: 'rewrite.no_model', reason: 'x' },
      }),
    });
    renderWithQuery(<NativeVersionSection entry={entry()} hasUnsavedChanges={false} />);
    const panel = await screen.findByTestId('native-version');
    expect(within(panel).getByRole('heading', { name: 'How a native speaker might write it' })).toBeVisible();
    expect(within(panel).getByText(/runs without one/)).toBeVisible();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('shows nothing before analysis', () => {
    const calls = fakeApi({});
    renderWithQuery(
      <NativeVersionSection entry={entry({ analysis_state: null })} hasUnsavedChanges={false} />,
    );
    expect(screen.queryByTestId('native-version')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('writes it on request, marks the differences with ins and del, and adds a changed phrase to the deck', async () => {
    const calls = fakeApi({
      [`GET /${PATH}`]: () => ({ body: none }),
      [`POST /${PATH}`]: () => ({ body: written }),
      'GET /api/concepts/glossary': () => ({ body: { word: 'x', meaning: null, lemma: null } }),
      'POST /api/concepts/vocab': () => ({ body: { concept_id: 'c1', cards_created: 2 } }),
    });
    renderWithQuery(<NativeVersionSection entry={entry()} hasUnsavedChanges={false} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show how a native speaker might write it' }),
    );
    const learner = await screen.findByTestId('native-version-learner');
    const native = screen.getByTestId('native-version-text');
    expect(learner.textContent).toBe(MINE);
    expect(native.textContent).toBe(NATIVE);
    expect([...native.querySelectorAll('ins')].map((n) => n.textContent?.trim())).toContain(
      'meinen Freunden',
    );
    expect([...learner.querySelectorAll('del')].map((n) => n.textContent?.trim())).toContain('meine Freunde');
    expect(native.querySelector('del')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add “meinen Freunden” to the deck' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Word')).toHaveValue('meinen Freunden');
    expect(within(dialog).getByLabelText('Example (optional)')).toHaveValue(
      'Gestern bin ich mit meinen Freunden gegangen.',
    );
    await userEvent.type(within(dialog).getByLabelText('Definition'), 'with my friends');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add word' }));
    expect(await screen.findByText('Added to your deck: meinen Freunden')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST' && c.path === '/concepts/vocab')?.body).toEqual({
      word: 'meinen Freunden',
      definition: 'with my friends',
      example: 'Gestern bin ich mit meinen Freunden gegangen.',
      target_language: 'de',
    });
    expect(screen.getByRole('button', { name: 'Write it again' })).toBeEnabled();
  });
});
