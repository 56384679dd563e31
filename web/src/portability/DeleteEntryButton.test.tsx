import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../test/fake-api';
import { DeleteEntryButton } from './DeleteEntryButton';
import { UndoDeleteToast } from './UndoDeleteToast';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '0b6c2a4e-1f3d-4c5b-9a8e-7d6f5e4c3b2a';

function renderPage() {
  return renderAt(
    <>
      <DeleteEntryButton entryId={ID} label="25 November" />
      <UndoDeleteToast />
    </>,
    { url: `/journal/${ID}` },
  );
}

describe('DeleteEntryButton', () => {
  it('deletes on the server at once, then Undo restores it there', async () => {
    const log = fakeApi(({ method }) => (method === 'DELETE' ? { status: 204 } : { body: { id: ID } }));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete entry' }));
    expect(await screen.findByText('Entry of 25 November deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/journals'));
    expect(log.map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /documents/journal/${ID}`]);

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByText('Entry of 25 November deleted.')).toBeNull());
    expect(log.map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE /documents/journal/${ID}`,
      `POST /documents/journal/${ID}/restore`,
    ]);
  });

  it('keeps the dialog open with the reason when the server refuses, and shows no undo', async () => {
    fakeApi(() => ({ status: 404, body: { detail: 'Journal entry not found' } }));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Journal entry not found');
    expect(screen.getByTestId('location')).toHaveTextContent(`/journal/${ID}`);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('says so when the undo comes too late', async () => {
    fakeApi(({ method }) =>
      method === 'DELETE'
        ? { status: 204 }
        : { status: 410, body: { detail: 'The entry was deleted too long ago to undo' } },
    );
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete entry' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(/Could not undo: The entry was deleted too long ago/)).toBeInTheDocument();
  });
});
