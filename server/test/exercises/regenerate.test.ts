import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addVocab, createSignedInUser, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.js';
import { createModelTestApp, goodModule } from '../support/model-module.js';
import { until } from '../support/until.js';

const module = goodModule('perro');

describe.each(ENGINES)('regenerating a cancelled or failed session on %s (issue 14)', (engine) => {
  let t: TestApp;
  let llm: FakeLlm;
  let user: TestUser;

  beforeEach(async () => {
    llm = await startFakeLlm();
    t = await createModelTestApp(engine, llm, { AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '5000' });
    user = await createSignedInUser(t);
  });
  afterEach(async () => {
    await t.dispose();
    await llm.close();
  });

  const call = (method: 'GET' | 'POST', url: string, headers = user.headers, payload?: object) =>
    t.app.inject({ method, url: `/api/exercises/sessions${url}`, headers, payload });

  it('a cancelled session is generated again, only by its owner, and becomes ready', async () => {
    llm.fallback = () => ({ json: module, delayMs: 3_000 });
    const word = await addVocab(t, user, 'perro', 'dog');
    const created = await call('POST', '', user.headers, { concept_ids: [word.conceptId] });
    const id = created.json().id ?? created.json().session_id;
    expect((await call('POST', `/${id}/cancel`)).statusCode).toBe(200);

    const stranger = await createSignedInUser(t);
    expect((await call('POST', `/${id}/regenerate`, stranger.headers)).statusCode).toBe(404);

    llm.fallback = () => ({ json: module });
    const again = await call('POST', `/${id}/regenerate`);
    expect(again.statusCode).toBe(202);
    expect(again.json().status).toBe('generating');
    await until(async () => (await call('GET', `/${id}/status`)).json().status === 'ready');
    // A ready session is not regenerated.
    expect((await call('POST', `/${id}/regenerate`)).statusCode).toBe(409);
  });
});
