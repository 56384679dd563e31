import { describe, expect, it } from 'vitest';
import { earlyRequestPaths } from './early-requests';
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

  it("asks an entry's page for the entry, its assessment, correction states and exercise session", () => {
    expect(earlyRequestPaths('/journal/e%201')).toEqual([
      '/auth/me',
      '/documents/journal/e%201',
      '/documents/journal/e%201/assessment',
      '/documents/journal/e%201/correction-states',
      '/exercises/sessions/by-journal/e%201',
    ]);
  });

  it('asks the player for its session, other pages only for the profile', () => {
    expect(earlyRequestPaths('/exercise/s1')).toEqual(['/auth/me', '/exercises/sessions/s1']);
    expect(earlyRequestPaths('/vocab')).toEqual(['/auth/me']);
    expect(earlyRequestPaths('/journal/%E0%A4%A')).toEqual(['/auth/me']);
  });
});
