import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQuery } from '../test/fake-api';
import { WritingPromptsSetting } from './WritingPromptsSetting';

const NAME = 'Suggest a writing prompt on the New Entry page';

describe('writing prompts switch', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the new choice in the same event as the click, then keeps the saved one', async () => {
    let stored = true;
    const calls = fakeApi({
      'GET /api/prompts/settings': () => ({ body: { writing_prompts: stored } }),
      'PUT /api/prompts/settings': () => {
        stored = false;
        return { body: { writing_prompts: stored } };
      },
    });
    renderWithQuery(<WritingPromptsSetting />);
    const box = await screen.findByRole('checkbox', { name: NAME });
    expect(box).toBeChecked();
    fireEvent.click(box);
    // No await between the click and the read: the state a browser test reads right after clicking.
    expect(box).not.toBeChecked();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: NAME })).toBeEnabled());
    expect(screen.getByRole('checkbox', { name: NAME })).not.toBeChecked();
  });

  it('falls back to the stored choice, with the message, when the save fails', async () => {
    fakeApi({
      'GET /api/prompts/settings': () => ({ body: { writing_prompts: true } }),
      'PUT /api/prompts/settings': () => ({ status: 503, body: { detail: 'Try again in a minute' } }),
    });
    renderWithQuery(<WritingPromptsSetting />);
    const box = await screen.findByRole('checkbox', { name: NAME });
    fireEvent.click(box);
    expect(box).not.toBeChecked();
    expect(await screen.findByText('Try again in a minute')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: NAME })).toBeChecked();
  });
});
