import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { ENGINES } from './support/engines.js';
import { startFakeLlm, type FakeLlm } from './support/fake-llm.js';

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
