import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api';
import {
  claimEarlyStart,
  dropEarlyRequests,
  startEarlyReadsAfter,
  startEarlyRequests,
} from './early-requests';
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

  describe('a read that waits for the answer of an early one', () => {
    /** Answers each path with its body (a JSON value) or a status; records the calls in order. */
    function answering(answers: Record<string, { body?: unknown; status?: number }>) {
      const calls: string[] = [];
      vi.stubGlobal('fetch', async (url: string) => {
        calls.push(url);
        const { body = {}, status = 200 } = answers[url] ?? {};
        return new Response(JSON.stringify(body), { status });
      });
      return calls;
    }
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    it('starts once the first answer names it, and the page takes both answers without asking again', async () => {
      const calls = answering({
        '/api/entry': { body: { analysis_state: 'analyzed' } },
        '/api/entry/assessment': { body: { status: 'done' } },
      });
      startEarlyRequests(['/entry'], 'token');
      const seen: unknown[] = [];
      startEarlyReadsAfter('/entry', (body) => {
        seen.push(body);
        return (body as { analysis_state: string }).analysis_state === 'analyzed'
          ? ['/entry/assessment']
          : [];
      });
      await settle();
      expect(calls).toEqual(['/api/entry', '/api/entry/assessment']);
      expect(seen).toEqual([{ analysis_state: 'analyzed' }]);
      // The first answer's body is still there for the page: it was copied, not read.
      await expect(apiFetch('/entry')).resolves.toEqual({ analysis_state: 'analyzed' });
      await expect(apiFetch('/entry/assessment')).resolves.toEqual({ status: 'done' });
      expect(calls).toHaveLength(2);
    });

    it('starts nothing after a failed first answer, or when a write dropped the early reads meanwhile', async () => {
      const calls = answering({ '/api/missing': { status: 404 } });
      const next = vi.fn(() => ['/follow-up']);
      startEarlyRequests(['/missing'], 'token');
      startEarlyReadsAfter('/missing', next);
      startEarlyRequests(['/entry'], 'token');
      startEarlyReadsAfter('/entry', next);
      dropEarlyRequests();
      await settle();
      expect(next).not.toHaveBeenCalled();
      expect(calls).toEqual(['/api/missing', '/api/entry']);
    });

    it('starts nothing for a path that was not read early', async () => {
      const calls = answering({});
      const next = vi.fn(() => ['/follow-up']);
      startEarlyReadsAfter('/never-started', next);
      await settle();
      expect(next).not.toHaveBeenCalled();
      expect(calls).toEqual([]);
    });
  });
});
