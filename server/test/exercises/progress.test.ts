import type { SessionListItem, SessionWithModules } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { call } from '../concepts/helpers.js';
import { readySession as ready } from './support.js';

/** A session a learner leaves midway is listed as started (its place and answers), on both engines. */
describe.each(ENGINES)('exercise session progress on %s', (engine) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    user = await createSignedInUser(t);
  });
  afterAll(() => t.dispose());

  const put = (url: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url, headers: user.headers, payload: payload as object });
  const list = async () =>
    (await call(t, user, 'GET', '/api/exercises/user/sessions')).body as SessionListItem[];

  const readySession = (...words: string[]) => ready(t, user, ...words);

  it('lists a fresh session at slide 0 with no answers, and a started one with its place and answers', async () => {
    const fresh = await readySession('perro');
    const { id, concepts } = await readySession('gato', 'casa');
    let rows = await list();
    expect(rows.find((r) => r.document_id === fresh.id)).toMatchObject({
      status: 'ready',
      concepts_count: 1,
      current_slide: 0,
      answered_count: 0,
    });

    const session = (await call(t, user, 'GET', `/api/exercises/sessions/${id}`)).body as SessionWithModules;
    const first = session.modules[0]!;
    if (typeof first === 'string') throw new Error('module sent as a string');
    // Each module names the deck concept it practises (for "practise the missed ones again").
    expect(session.modules.map((m) => (typeof m === 'string' ? null : m.concept_id))).toEqual(concepts);
    for (const index of [0, 1]) {
      const res = await call(t, user, 'POST', `/api/exercises/sessions/${id}/answers`, {
        module_id: first.module_id,
        phase: 'guided_practice',
        index,
        answer: 'not it',
      });
      if (res.status !== 200) expect(index).toBeGreaterThan(0); // a module may have one guided question
    }
    expect((await put(`/api/exercises/sessions/${id}/progress`, { current_slide: 8 })).statusCode).toBe(204);

    rows = await list();
    const started = rows.find((r) => r.document_id === id)!;
    expect(started).toMatchObject({ status: 'ready', concepts_count: 2, current_slide: 8 });
    expect(started.answered_count).toBeGreaterThanOrEqual(1);
    // The answers and the count agree, and the other session is untouched.
    const again = (await call(t, user, 'GET', `/api/exercises/sessions/${id}`)).body as SessionWithModules;
    expect(started.answered_count).toBe(again.session.answers.length);
    expect(rows.find((r) => r.document_id === fresh.id)).toMatchObject({
      current_slide: 0,
      answered_count: 0,
    });
  });

  it("keeps another learner's progress out of the list", async () => {
    const other = await createSignedInUser(t);
    const rows = (await call(t, other, 'GET', '/api/exercises/user/sessions')).body as SessionListItem[];
    expect(rows).toEqual([]);
  });
});
