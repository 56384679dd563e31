import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api';

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("throws the server's detail text", async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ detail: 'content: must not be blank' }), { status: 400 }),
    );
    await expect(apiFetch('/x')).rejects.toEqual(new ApiError('content: must not be blank', 400));
  });

  it('falls back to the given text when the body has no detail', async () => {
    vi.stubGlobal('fetch', async () => new Response('oops', { status: 502 }));
    await expect(apiFetch('/x', { fallback: 'Failed to save journal entry' })).rejects.toThrow(
      'Failed to save journal entry',
    );
  });
});
