import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type ApiCall } from '../test/fake-api';
import { ExportFormats } from './ExportFormats';

const saved: string[] = [];

beforeEach(() => {
  saved.length = 0;
  // jsdom has no object URLs; the click that would save the file records its name instead.
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The server's answer for a file export: a body, its name in Content-Disposition, a size estimate. */
function fileAnswer(name: string, bytes: number) {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="${name}"`,
      'x-inkwell-estimated-bytes': String(bytes * 2),
    },
  });
}

describe('ExportFormats', () => {
  it.each([
    ['Journal as Markdown (.zip)', '/api/account/export/journal.zip', 'inkwell-journal-2026-11-25.zip'],
    ['Cards as CSV', '/api/account/export/cards.csv', 'inkwell-cards-2026-11-25.csv'],
    ['Decks for Anki (.apkg)', '/api/account/export/decks.apkg', 'inkwell-decks-2026-11-25.apkg'],
  ])('%s asks %s and saves it under the server’s name with progress', async (label, path, name) => {
    const calls: ApiCall[] = [];
    stubApi((call) => {
      calls.push(call);
      return call.url.pathname === path ? fileAnswer(name, 3000) : undefined;
    });
    render(<ExportFormats />);
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(await screen.findByText(`Saved ${name}.`)).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([`GET ${path}`]);
    expect(saved).toEqual([name]);
    expect(screen.getByTestId('format-export-progress')).toHaveTextContent('2.9 KB · 100%');
    for (const b of screen.getAllByRole('button')) expect(b).toBeEnabled();
  });

  it('shows the server’s error and lets the learner try again', async () => {
    stubApi(() => ({ status: 500, body: { detail: 'Export failed, try again' } }));
    render(<ExportFormats />);
    await userEvent.click(screen.getByRole('button', { name: 'Cards as CSV' }));
    expect(await screen.findByText('Export failed, try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cards as CSV' })).toBeEnabled();
    expect(saved).toEqual([]);
  });
});
