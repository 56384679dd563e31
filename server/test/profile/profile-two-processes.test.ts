import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInUser,
  createTestApp,
  secondApiProcess,
  type SecondProcess,
  type TestApp,
} from '../support/app.js';
import { ENGINES } from '../support/engines.js';

const nextTurn = () => new Promise((done) => setImmediate(done));

/**
 * GET /api/auth/me is answered from memory on SQLite until any connection commits (decision 326). A
 * profile saved through another API process over the same database shows in this one's next answer,
 * and a profile saved here shows at once.
 */
describe.each(ENGINES)('the profile read across two API processes on %s', (engine) => {
  let t: TestApp;
  let other: SecondProcess;
  beforeAll(async () => {
    t = await createTestApp(engine);
    other = await secondApiProcess(t);
  });
  afterAll(async () => {
    await other.close();
    await t.dispose();
  });

  const me = async (app: FastifyInstance, headers: { authorization: string }) =>
    (await app.inject({ method: 'GET', url: '/api/auth/me', headers })).json<Record<string, unknown>>();
  const save = (app: FastifyInstance, headers: { authorization: string }, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/auth/me', headers, payload });

  it('shows a change saved by the other process in the next answer', async () => {
    const user = await createSignedInUser(t);
    expect((await save(t.app, user.headers, { display_name: 'Ada' })).statusCode).toBe(200);
    expect(await me(t.app, user.headers)).toMatchObject({ display_name: 'Ada', interface_language: null });
    await nextTurn();
    expect(await me(t.app, user.headers)).toMatchObject({ display_name: 'Ada' }); // from memory
    const saved = await save(other.app, user.headers, { display_name: 'Grace', interface_language: 'es' });
    expect(saved.statusCode).toBe(200);
    await nextTurn();
    expect(await me(t.app, user.headers)).toMatchObject({ display_name: 'Grace', interface_language: 'es' });
  });

  it('shows its own change at once, and never one user’s profile to another', async () => {
    const [a, b] = [await createSignedInUser(t), await createSignedInUser(t)];
    await save(t.app, a.headers, { display_name: 'Ada' });
    await save(t.app, b.headers, { display_name: 'Bea' });
    expect(await me(t.app, a.headers)).toMatchObject({ email: a.email, display_name: 'Ada' });
    expect(await me(t.app, b.headers)).toMatchObject({ email: b.email, display_name: 'Bea' });
    await save(t.app, a.headers, { display_name: 'Ada L.' });
    expect(await me(t.app, a.headers)).toMatchObject({ display_name: 'Ada L.' });
    expect(await me(t.app, b.headers)).toMatchObject({ display_name: 'Bea' });
  });
});
