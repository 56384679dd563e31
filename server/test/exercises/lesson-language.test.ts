import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../concepts/helpers.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { readySession } from './support.js';

/**
 * Decision 313: an offline lesson is written in the learner's native language when it has a catalog,
 * else in the interface language of the profile, and stored so with the session.
 */
describe.each(ENGINES)('the offline lesson’s language on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  async function learner(native_language: string, interface_language: string | null): Promise<TestUser> {
    const user = await createSignedInUser(t);
    const me = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: user.headers,
      payload: { native_language, interface_language },
    });
    expect(me.statusCode, me.body).toBe(200);
    return user;
  }

  async function lessonOf(user: TestUser): Promise<string> {
    const { id } = await readySession(t, user, 'gato');
    const res = await call(t, user, 'GET', `/api/exercises/sessions/${id}`);
    expect(res.status).toBe(200);
    return JSON.stringify((res.body as { modules: { phases: unknown }[] }).modules.map((m) => m.phases));
  }

  it('a Korean speaker with a Spanish interface reads the lesson in Spanish', async () => {
    const lesson = await lessonOf(await learner('ko', 'es'));
    expect(lesson).toContain('Ordena las letras de tu palabra del mazo');
    expect(lesson).not.toContain('Put the letters of your deck word in order');
  });

  it('a Korean speaker without an interface language reads it in English', async () => {
    const lesson = await lessonOf(await learner('ko', null));
    expect(lesson).toContain('Put the letters of your deck word in order');
  });
});
