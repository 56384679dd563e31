import type { AssessmentCorrection } from '@inkwell/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EntryCorrections } from './EntryCorrections';
import { readCachedStates } from './correction-states';
import { fakeApi, renderWithQuery } from '../test/fake-api';
import { installResizeObserver, json } from './test-support';

const content = 'Yo soy feliz y tengo un perro grande.';
const at = (original: string) => ({
  start: content.indexOf(original),
  end: content.indexOf(original) + original.length,
});
const corrections: AssessmentCorrection[] = [
  {
    id: 'k1',
    original: 'soy',
    corrected: 'estoy',
    explanation: 'Estar for moods',
    category: 'grammar',
    context: '',
    ...at('soy'),
  },
  {
    id: 'k2',
    original: 'perro',
    corrected: 'perrito',
    explanation: 'Word choice',
    category: 'vocabulary',
    context: '',
    ...at('perro'),
  },
];
const base = '/api/documents/journal/e1';
const list = () => screen.getByRole('region', { name: 'Corrections List' });

describe('EntryCorrections (states with the server and the browser cache)', () => {
  beforeEach(() => {
    installResizeObserver();
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the states stored on the server', async () => {
    fakeApi({
      [`GET ${base}/correction-states`]: () =>
        json({ k1: { accepted: true, rejected: false, updated_at: 1 } }),
    });
    renderWithQuery(<EntryCorrections entryId="e1" content={content} corrections={corrections} />);
    expect(await within(list()).findByText('Accepted')).toBeInTheDocument();
    expect(within(list()).getByRole('button', { name: 'Accept soy → estoy' })).toBeDisabled();
  });

  it('posts one accept and keeps it in the per-entry cache', async () => {
    const calls = fakeApi({
      [`GET ${base}/correction-states`]: () => json({}),
      [`POST ${base}/correction-state`]: () =>
        json({ k2: { accepted: true, rejected: false, updated_at: 9 } }),
    });
    renderWithQuery(<EntryCorrections entryId="e1" content={content} corrections={corrections} />);
    await userEvent.click(await within(list()).findByRole('button', { name: 'Accept perro → perrito' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/documents/journal/e1/correction-state',
      body: { correction_id: 'k2', accepted: true, rejected: false },
    });
    await waitFor(() => expect(readCachedStates('e1').k2).toMatchObject({ accepted: true, pending: false }));
  });

  it('keeps a reject when saving fails (only logged), and sends it again on the next load', async () => {
    let failing = true;
    const calls = fakeApi({
      [`GET ${base}/correction-states`]: () => json({}),
      [`POST ${base}/correction-state`]: () => json({ detail: 'down' }, 503),
      [`POST ${base}/correction-states/bulk`]: () => (failing ? json({ detail: 'down' }, 503) : json({})),
    });
    const first = renderWithQuery(
      <EntryCorrections entryId="e1" content={content} corrections={corrections} />,
    );
    await userEvent.click(await within(list()).findByRole('button', { name: 'Reject soy → estoy' }));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(within(list()).getByText('Rejected')).toBeInTheDocument();
    expect(readCachedStates('e1').k1).toMatchObject({ rejected: true, pending: true });

    first.unmount();
    failing = false;
    renderWithQuery(<EntryCorrections entryId="e1" content={content} corrections={corrections} />);
    expect(await within(list()).findByText('Rejected')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('/bulk')).at(-1)?.body).toEqual({
        states: { k1: { accepted: false, rejected: true } },
      }),
    );
    await waitFor(() => expect(readCachedStates('e1').k1?.pending).toBe(false));
  });

  it('falls back to the cache when the server cannot answer', async () => {
    localStorage.setItem(
      'inkwell:correction-states:e1',
      JSON.stringify({ k2: { accepted: true, rejected: false, updated_at: 5, pending: false } }),
    );
    fakeApi({ [`GET ${base}/correction-states`]: () => json({ detail: 'boom' }, 500) });
    renderWithQuery(<EntryCorrections entryId="e1" content={content} corrections={corrections} />);
    expect(await within(list()).findByText('Accepted')).toBeInTheDocument();
    expect(within(list()).getByRole('button', { name: 'Accept perro → perrito' })).toBeDisabled();
  });

  it('accepts all with one bulk request and in the cache', async () => {
    const calls = fakeApi({
      [`GET ${base}/correction-states`]: () => json({}),
      [`POST ${base}/correction-states/bulk`]: () => json({}),
    });
    renderWithQuery(<EntryCorrections entryId="e1" content={content} corrections={corrections} />);
    const acceptAll = await within(list()).findByRole('button', { name: 'Accept All' });
    await waitFor(() => expect(acceptAll).toBeEnabled());
    await userEvent.click(acceptAll);
    expect(within(list()).getAllByText('Accepted')).toHaveLength(2);
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/bulk'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/bulk'))?.body).toEqual({
      states: { k1: { accepted: true, rejected: false }, k2: { accepted: true, rejected: false } },
    });
    expect(readCachedStates('e1')).toMatchObject({ k1: { accepted: true }, k2: { accepted: true } });
  });

  it('leaves a rejected correction rejected on Accept All, and says so', async () => {
    const calls = fakeApi({
      [`GET ${base}/correction-states`]: () =>
        json({ k1: { accepted: false, rejected: true, updated_at: 1 } }),
      [`POST ${base}/correction-state`]: () => json({}),
    });
    renderWithQuery(<EntryCorrections entryId="e1" content={content} corrections={corrections} />);
    await within(list()).findByText('Rejected');
    const acceptAll = within(list()).getByRole('button', { name: 'Accept All' });
    expect(acceptAll).toHaveAccessibleDescription(/leaves the correction you rejected as rejected/);
    await userEvent.click(acceptAll);
    expect(within(list()).getAllByText('Accepted')).toHaveLength(1);
    expect(within(list()).getByText('Rejected')).toBeInTheDocument();
    expect(acceptAll).toBeDisabled();
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/correction-state'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/correction-state'))?.body).toEqual({
      correction_id: 'k2',
      accepted: true,
      rejected: false,
    });
    expect(readCachedStates('e1')).toMatchObject({ k1: { rejected: true }, k2: { accepted: true } });
  });
});
