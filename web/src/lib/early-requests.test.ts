import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api';
import { claimEarlyStart, dropEarlyRequests, startEarlyRequests } from './early-requests';
import { storeSession } from '../test/stored-session';

function countingFetch() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    return new Response(JSON.stringify({ n: calls.length }), { status: 200 });
  });
  return calls;
}

describe('early requests', () => {
  beforeEach(() => storeSession({ token: 'token' }));
  afterEach(() => {
    localStorage.clear();
    dropEarlyRequests();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('answers the first GET of a path from the early request, once', async () => {
    const calls = countingFetch();
    startEarlyRequests(['/auth/me'], 'token');
    expect(calls).toEqual(['/api/auth/me']);
    await expect(apiFetch('/auth/me')).resolves.toEqual({ n: 1 });
    expect(calls).toHaveLength(1);
    await expect(apiFetch('/auth/me')).resolves.toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('is not taken by another signed-in user (a mail link signed someone else in since)', async () => {
    const calls = countingFetch();
    startEarlyRequests(['/auth/me'], 'token');
    storeSession({ token: 'token-of-someone-else', userId: 'someone-else' });
    await apiFetch('/auth/me');
    expect(calls).toHaveLength(2);
  });

  it('is not used for another path', async () => {
    const calls = countingFetch();
    startEarlyRequests(['/auth/me'], 'token');
    await apiFetch('/documents/journal/?limit=5');
    expect(calls).toEqual(['/api/auth/me', '/api/documents/journal/?limit=5']);
  });

  it('is dropped by any write, so a read after it asks the server again', async () => {
    const calls = countingFetch();
    startEarlyRequests(['/auth/me'], 'token');
    await apiFetch('/auth/me', { method: 'PUT', body: '{}' });
    await apiFetch('/auth/me');
    expect(calls).toEqual(['/api/auth/me', '/api/auth/me', '/api/auth/me']);
  });

  it('is not used once it is older than ten seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const calls = countingFetch();
    startEarlyRequests(['/auth/me'], 'token');
    vi.setSystemTime(Date.now() + 10_001);
    await apiFetch('/auth/me');
    expect(calls).toHaveLength(2);
  });

  it('lets only the first of the boot script and main.tsx start the reads, through the shared registry', () => {
    delete (globalThis as { __inkwellEarlyRequests?: unknown }).__inkwellEarlyRequests;
    expect(claimEarlyStart()).toBe(true);
    expect(claimEarlyStart()).toBe(false);
  });
});
