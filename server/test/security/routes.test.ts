import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MATRIX, AUTH_ROUTES, DEV_ROUTES } from './route-matrix.js';
import { createSecurityApp, type SecurityApp } from './support.js';

describe('the route matrix covers the registered routes', () => {
  let t: SecurityApp;
  beforeAll(async () => {
    t = await createSecurityApp('sqlite', { DEV_OUTBOX: 'true' }); // every route registered, the outbox too
  });
  afterAll(() => t.dispose());

  const sections = () => ({
    api: [...t.routes].filter((r) => r.split(' ')[1]!.startsWith('/api')),
    auth: [...t.routes].filter((r) => r.split(' ')[1]!.startsWith('/auth/v1')),
    dev: [...t.routes].filter((r) => r.split(' ')[1]!.startsWith('/dev')),
  });

  it('has an entry for every registered route (a new route without one fails here)', () => {
    const { api, auth, dev } = sections();
    expect(api.length).toBeGreaterThan(30);
    expect(
      api.filter((r) => !(r in API_MATRIX)),
      'API routes missing from route-matrix.ts',
    ).toEqual([]);
    expect(
      auth.filter((r) => !(r in AUTH_ROUTES)),
      'auth routes missing from route-matrix.ts',
    ).toEqual([]);
    expect(
      dev.filter((r) => !DEV_ROUTES.includes(r)),
      'dev routes missing from route-matrix.ts',
    ).toEqual([]);
    const elsewhere = [...t.routes].filter((r) => ![...api, ...auth, ...dev].includes(r));
    expect(elsewhere, 'routes outside /api, /auth/v1 and /dev').toEqual([]);
  });

  it('names no route that no longer exists', () => {
    const listed = [...Object.keys(API_MATRIX), ...Object.keys(AUTH_ROUTES), ...DEV_ROUTES];
    expect(listed.filter((r) => !t.routes.has(r))).toEqual([]);
  });
});
