import type { StudyGuide } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptRoutes } from '../../src/concepts/routes.js';
import { createSignedInUser, createTestApp, type TestApp } from '../support/app.js';
import { routesApp } from '../support/routes-app.js';
import { call, grammarBody } from './helpers.js';

const KEY = 'sk-live-0123456789abcdef';

describe('a failed study-guide generator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.dispose());

  it('falls back to the offline guide and warns on the request’s logger, the reason redacted', async () => {
    const user = await createSignedInUser(t);
    const created = await call(
      t,
      user,
      'POST',
      '/api/concepts/srs-cards-with-data',
      grammarBody('Past tense'),
    );
    const id = (created.body as { concept_id: string }).concept_id;
    const lines: Record<string, unknown>[] = [];
    // The concept routes as api.ts registers them, with a generator whose provider echoes its key.
    const app = await routesApp(
      t.deps,
      conceptRoutes,
      {
        deps: t.deps,
        studyGuide: () => Promise.reject(new Error(`401 from the provider: invalid key ${KEY}`)),
      },
      { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    );
    try {
      const res = await app.inject({
        method: 'GET',
        url: `/api/concepts/grammar/${id}/study-guide`,
        headers: user.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<StudyGuide>().source).toBe('offline');
      const warned = lines.filter((l) => l.msg === 'study guide generator failed; using the offline guide');
      expect(warned).toHaveLength(1);
      expect(warned[0]).toMatchObject({ level: 40, reason: '401 from the provider: invalid key [redacted]' });
      expect(typeof warned[0]!.reqId).toBe('string');
      expect(JSON.stringify(lines)).not.toContain('0123456789abcdef');
    } finally {
      await app.close();
    }
  });
});
