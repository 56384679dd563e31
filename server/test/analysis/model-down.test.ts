import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, storeEntry, type TestApp } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.js';
import { createModelTestApp } from '../support/model-module.js';

const J = '/api/documents/journal';

describe.each(ENGINES)('assessment with the model endpoint down on %s', (engine) => {
  let t: TestApp;
  let llm: FakeLlm;

  beforeEach(async () => {
    llm = await startFakeLlm();
    // 5xx other than 503 is retried in-process; 503/429/529 re-queue the job (model-rate-limit.test.ts).
    llm.fallback = () => ({ status: 500 });
    t = await createModelTestApp(engine, llm, { AI_MAX_RETRIES: '2' });
  });
  afterEach(async () => {
    await t.dispose();
    await llm.close();
  });

  it('fails with a readable reason after the retries, and the entry can be analysed again', async () => {
    const user = await createSignedInUser(t);
    const entry = await storeEntry(t, user, 'Hola mundo.');
    expect(
      (await t.app.inject({ method: 'POST', url: `${J}/${entry.id}/assess`, headers: user.headers }))
        .statusCode,
    ).toBe(202);
    let body: { status: string; error: string | null } = { status: 'analyzing', error: null };
    for (let i = 0; i < 200 && body.status === 'analyzing'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      body = (
        await t.app.inject({ method: 'GET', url: `${J}/${entry.id}/assessment`, headers: user.headers })
      ).json();
    }
    expect(body.status).toBe('failed');
    expect(body.error).toMatch(/500|could not be reached/);
    // One job, three calls (the AI layer's retries), not retried again by the job queue.
    expect(llm.requests).toHaveLength(3);
    const after = (
      await t.app.inject({ method: 'GET', url: `${J}/${entry.id}`, headers: user.headers })
    ).json();
    expect(after.analysis_state).toBeNull();
    // The API stays up.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
