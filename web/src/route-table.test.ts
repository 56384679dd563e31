import { describe, expect, it } from 'vitest';
import { matchSignedInRoute, routePattern, ROUTES } from './route-table';

describe('routePattern', () => {
  it('anchors literal paths, allows a trailing slash and matches one segment per parameter', () => {
    expect(routePattern('/')).toBe('^/$');
    const entry = new RegExp(routePattern('/journal/:entryId'));
    expect(entry.test('/journal/abc')).toBe(true);
    expect(entry.test('/journal/abc/')).toBe(true);
    expect(entry.test('/journal/abc/extra')).toBe(false);
    expect(entry.test('/journal/')).toBe(false);
    expect(new RegExp(routePattern('/journals/new')).test('/journals/newer')).toBe(false);
  });
});

describe('matchSignedInRoute', () => {
  it('finds the page and its decoded parameters', () => {
    const hit = matchSignedInRoute('/journal/e%201');
    expect(hit?.route.id).toBe('entry');
    expect(hit?.params).toEqual({ entryId: 'e 1' });
    expect(matchSignedInRoute('/journals/new')?.route.id).toBe('newEntry');
    expect(matchSignedInRoute('/exercise/s1')?.params).toEqual({ sessionId: 's1' });
  });

  it('does not match public pages, unknown paths or broken URL encoding', () => {
    expect(matchSignedInRoute('/auth/callback')).toBeNull();
    expect(matchSignedInRoute('/nowhere')).toBeNull();
    expect(matchSignedInRoute('/journal/%E0%A4%A')).toBeNull();
  });

  it('gives every page one path, id and module', () => {
    for (const key of ['id', 'path', 'page'] as const)
      expect(new Set(ROUTES.map((r) => r[key])).size, key).toBe(ROUTES.length);
  });
});
