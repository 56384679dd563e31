import { sessionWithModules } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../concepts/helpers.js';
import { createSignedInUser, createTestApp, type TestApp } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { readySession } from './support.js';

/** The session view names the language its exercises are in, so the player can voice a sentence (issue 26). */
describe.each(ENGINES)('exercise session language on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  it("answers the modules' target language in the contract's shape, to its owner only", async () => {
    const owner = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const { id } = await readySession(t, owner, 'gato');

    const res = await call(t, owner, 'GET', `/api/exercises/sessions/${id}`);
    expect(res.status).toBe(200);
    expect(sessionWithModules.parse(res.body).session.target_language).toBe('es');

    const stranger = await call(t, other, 'GET', `/api/exercises/sessions/${id}`);
    expect(stranger.status).toBe(404);
    expect(JSON.stringify(stranger.body)).not.toContain('gato');
  });
});
