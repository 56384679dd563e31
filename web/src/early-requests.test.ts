import { describe, expect, it, vi } from 'vitest';
import { earlyFollowUp, earlyRequestPaths, startEarlyReads } from './early-requests';
import { storeSession } from './test/stored-session';
import { browserTimeZone } from './lib/time-zone';

describe('earlyRequestPaths', () => {
  it("asks Home's reads: profile, today's month, recent entries, stats in the browser's zone, due count", () => {
    const zone = browserTimeZone();
    expect(earlyRequestPaths('/', new Date(2026, 10, 22, 9))).toEqual([
      '/auth/me',
      '/documents/journal/monthly/2026/11',
      '/documents/journal/?limit=5',
      `/documents/journal/stats${zone ? `?time_zone=${encodeURIComponent(zone)}` : ''}`,
      '/concepts/review/due?limit=1',
    ]);
  });

  it("asks an entry's page for the entry and its correction states, never for what may not exist yet", () => {
    // A never-analysed entry has no assessment and no exercise session (404s): the page asks for those
    // once the entry says it was analysed.
    expect(earlyRequestPaths('/journal/e%201')).toEqual([
      '/auth/me',
      '/documents/journal/e%201',
      '/documents/journal/e%201/correction-states',
    ]);
  });

  it("asks for an entry's assessment once the entry's answer says it was analysed, never before", () => {
    const followUp = earlyFollowUp('/journal/e%201');
    expect(followUp?.after).toBe('/documents/journal/e%201');
    expect(followUp?.next({ id: 'e 1', analysis_state: 'analyzed' })).toEqual([
      '/documents/journal/e%201/assessment',
    ]);
    for (const state of [null, 'analyzing', 'failed'])
      expect(followUp?.next({ analysis_state: state })).toEqual([]);
    expect(followUp?.next(null)).toEqual([]);
    expect(earlyFollowUp('/')).toBeNull();
    expect(earlyFollowUp('/exercise/s1')).toBeNull();
  });

  it('asks the player for its session, other pages only for the profile', () => {
    expect(earlyRequestPaths('/exercise/s1')).toEqual(['/auth/me', '/exercises/sessions/s1']);
    expect(earlyRequestPaths('/vocab')).toEqual(['/auth/me']);
    expect(earlyRequestPaths('/journal/%E0%A4%A')).toEqual(['/auth/me']);
  });

  it("starts nothing on auth paths or when the URL carries a mail link's answer", () => {
    const fetches = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetches);
    storeSession();
    try {
      for (const url of [
        { pathname: '/', search: '', hash: '#access_token=x&type=magiclink' },
        { pathname: '/', search: '?error=access_denied', hash: '' },
        { pathname: '/auth/callback', search: '?token_hash=t&type=signup', hash: '' },
        { pathname: '/reset-password', search: '', hash: '' },
      ]) {
        startEarlyReads(url);
        expect(fetches, url.pathname + url.search + url.hash).not.toHaveBeenCalled();
      }
      startEarlyReads({ pathname: '/vocab', search: '', hash: '' });
      expect(fetches).toHaveBeenCalledTimes(1);
    } finally {
      localStorage.clear();
      vi.unstubAllGlobals();
    }
  });
});
