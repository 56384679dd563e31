import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, storeEntry, type TestApp } from './support/app.js';
import { ENGINES } from './support/engines.js';
import { startFakeLlm, type FakeLlm } from './support/fake-llm.js';
import { createModelTestApp } from './support/model-module.js';
import { until } from './support/until.js';

/** /api/health reports the model as a separate, non-fatal check, without its URL (issue 14). */
describe.each(ENGINES)('health with a model on %s', (engine) => {
  let llm: FakeLlm;
  let up: TestApp;
  let down: TestApp;
  const ai = (baseUrl: string) => ({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: baseUrl,
    AI_MODEL: 'fake-model',
  });

  beforeAll(async () => {
    llm = await startFakeLlm();
    up = await createTestApp(engine, ai(llm.baseUrl), { startJobs: false });
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    down = await createTestApp(engine, ai('http://127.0.0.1:9/v1'), { startJobs: false });
  });
  afterAll(async () => {
    await up.dispose();
    await down.dispose();
    await llm.close();
  });

  it('says the model is reachable when its server answers', async () => {
    const res = await up.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', database: engine, model: { reachable: true } });
  });

  it('stays ok but says the model is unreachable, naming no URL', async () => {
    const res = await down.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: engine, model: { reachable: false } });
    expect(res.body).not.toContain('127.0.0.1');
  });
});

/** A model fault only the operator can fix shows in the readiness check, in our words (decision 197). */
describe.each(ENGINES)('readiness with a misconfigured model on %s', (engine) => {
  let llm: FakeLlm;
  let t: TestApp;

  beforeAll(async () => {
    llm = await startFakeLlm();
    t = await createModelTestApp(engine, llm, { AI_API_KEY: 'sk-live-0123456789abcdef' });
  });
  afterAll(async () => {
    await t.dispose();
    await llm.close();
  });

  it('says the model is set up until a call is refused with 401, then names the fault, not the key or URL', async () => {
    const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect((await ready()).json()).toMatchObject({ status: 'ready', model: { setup: 'ok' } });

    llm.fallback = () => ({
      status: 401,
      body: { error: { message: 'Incorrect API key provided: sk-live-0123…cdef.' } },
    });
    const user = await createSignedInUser(t);
    const entry = await storeEntry(t, user, 'Hoy fui al mercado.');
    await t.app.inject({
      method: 'POST',
      url: `/api/documents/journal/${entry.id}/assess`,
      headers: user.headers,
    });
    const failed = await until(async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/documents/journal/${entry.id}/assessment`,
        headers: user.headers,
      });
      return res.json<{ status: string; error: string }>().status === 'failed'
        ? res.json<{ error: string }>()
        : null;
    });
    expect(failed.error).toBe(
      'The AI service is not set up correctly; your entry is safe. Try again once it is fixed.',
    );
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ready',
      model: { setup: 'fault', fault: 'the API key was refused (401)' },
    });
    for (const leak of ['sk-live', '127.0.0.1', 'Incorrect API key']) expect(res.body).not.toContain(leak);
  });
});
