import type { AssessmentData, EntryVersion } from '@inkwell/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import JournalDetailPage from '../JournalDetailPage';
import { fakeApi, renderAt } from '../../test/fake-api';
import { entryFixture } from '../fixtures';

const PATH = '/api/documents/journal/entry-1';
const renderPage = () =>
  renderAt(<JournalDetailPage />, { route: '/journal/:entryId?', url: '/journal/entry-1' });

const assessment: AssessmentData = {
  feedback: 'Good.',
  corrections: [],
  student_language_level: 'A2',
  vocab_concepts: [],
  grammar: [],
  assessor: 'offline',
  model: null,
  language: 'es',
  notes: [],
};
const version = (number: number, content: string): EntryVersion => ({
  number,
  content,
  word_count: content.split(' ').length,
  assessment,
  written_at: '2026-11-22T10:00:00.000Z',
  replaced_at: '2026-11-22T11:00:00.000Z',
});

describe('revising an analysed entry on its page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the revision with the loaded version, then shows the earlier version compared word by word', async () => {
    let entry = entryFixture({ content: 'Hoy fui al mercado.', analysis_state: 'analyzed', version: 3 });
    let versions: EntryVersion[] = [];
    const calls = fakeApi({
      [`GET ${PATH}`]: () => ({ body: entry }),
      [`GET ${PATH}/versions`]: () => ({ body: { versions } }),
      [`POST ${PATH}/revise`]: ({ body }) => {
        const { content } = body as { content: string };
        versions = [version(1, entry.data.content)];
        entry = entryFixture({ content, analysis_state: null, version: 4 });
        return { body: entry };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Revise Entry' }));
    const box = screen.getByRole('textbox', { name: 'Your revised entry' });
    expect(box).toHaveValue('Hoy fui al mercado.');
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Save Revision' })).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.type(box, 'Ayer fui al mercado grande.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Revision' }));

    const diff = await screen.findByTestId('word-diff');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      content: 'Ayer fui al mercado grande.',
      version: 3,
    });
    expect(within(diff).getByText('Hoy', { selector: 'del' })).toBeInTheDocument();
    expect(within(diff).getByText(/Ayer/, { selector: 'ins' })).toBeInTheDocument();
    expect(within(diff).getByText(/grande/, { selector: 'ins' })).toBeInTheDocument();
    expect(
      screen.getByText(/Version 1 → version 2 \(current\): 2 words added, 1 word removed/),
    ).toBeInTheDocument();
    expect(screen.getByText('Version 1 was assessed at level A2 with 0 corrections.')).toBeInTheDocument();
    // The revision is not analysed: the text is the entry's own again and Revise is gone until it is.
    expect(screen.queryByRole('button', { name: 'Revise Entry' })).not.toBeInTheDocument();
    expect(screen.getByTestId('entry-content')).toHaveTextContent('Ayer fui al mercado grande.');
  });

  it('offers no revision before the entry is analysed and asks for no versions of a fresh draft', async () => {
    const calls = fakeApi({ [`GET ${PATH}`]: () => ({ body: entryFixture() }) });
    renderPage();
    expect(await screen.findByTestId('entry-content')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revise Entry' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/versions'))).toBe(false);
  });

  it('shows the server refusal and keeps the typed revision', async () => {
    const entry = entryFixture({ analysis_state: 'analyzed' });
    fakeApi({
      [`GET ${PATH}`]: () => ({ body: entry }),
      [`GET ${PATH}/versions`]: () => ({ body: { versions: [] } }),
      [`POST ${PATH}/revise`]: () => ({
        status: 409,
        body: { detail: 'This journal entry was changed elsewhere' },
      }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Revise Entry' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your revised entry' }), ' Más.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Revision' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('changed elsewhere');
    expect(screen.getByRole('textbox', { name: 'Your revised entry' })).toHaveValue(
      'Hoy fui al mercado. Más.',
    );
  });
});
