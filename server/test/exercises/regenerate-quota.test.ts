import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addVocab, createSignedInUser, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.js';
import { createModelTestApp, goodModule } from '../support/model-module.js';
import { until } from '../support/until.js';

/** Regenerating a session counts against QUOTA_SESSIONS_IN_FLIGHT like a new session (issue 14). */
describe.each(ENGINES)('regenerate within the sessions-in-flight quota on %s', (engine) => {
  let t: TestApp;
  let llm: FakeLlm;
  let user: TestUser;

  beforeEach(async () => {
    llm = await startFakeLlm();
    t = await createModelTestApp(engine, llm, {
      AI_MAX_RETRIES: '0',
      AI_TIMEOUT_MS: '5000',
      QUOTA_SESSIONS_IN_FLIGHT: '1',
    });
    user = await createSignedInUser(t);
  });
  afterEach(async () => {
    await t.dispose();
    await llm.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/exercises/sessions${url}`, headers: user.headers, payload });
  const create = async (conceptId: string) => {
    const r = await call('POST', '', { concept_ids: [conceptId] });
    expect(r.statusCode).toBe(201);
    return (r.json().id ?? r.json().session_id) as string;
  };

  it('is a 429 while another session fills the quota, and goes ahead once it is ready', async () => {
    llm.fallback = () => ({ json: goodModule('perro'), delayMs: 1_500 });
    const perro = await addVocab(t, user, 'perro', 'dog');
    const gato = await addVocab(t, user, 'gato', 'cat');
    const first = await create(perro.conceptId);
    expect((await call('POST', `/${first}/cancel`)).statusCode).toBe(200);
    const second = await create(gato.conceptId); // generating: the one session in flight

    const refused = await call('POST', `/${first}/regenerate`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/1 exercise sessions being prepared/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Nothing changed: still cancelled, no module queued for it.
    expect((await call('GET', `/${first}/status`)).json().status).toBe('cancelled');

    await until(async () => (await call('GET', `/${second}/status`)).json().status === 'ready');
    const again = await call('POST', `/${first}/regenerate`);
    expect(again.statusCode).toBe(202);
    expect(again.json().status).toBe('generating');
  });
});
