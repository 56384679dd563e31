import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRuntime } from '../../src/runtime.js';
import { addVocab, createSignedInUser, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { startFakeLlm, type FakeLlm, type RecordedRequest } from '../support/fake-llm.js';
import { conceptOfPrompt, createModelTestApp, goodModule as moduleFor } from '../support/model-module.js';
import { until } from '../support/until.js';

/** A valid module as a model would answer it, for whichever concept the prompt names. */
const goodModule = (req: RecordedRequest) => moduleFor(conceptOfPrompt(req));

describe.each(ENGINES)('exercise generation with a model on %s', (engine) => {
  let t: TestApp;
  let llm: FakeLlm;
  let user: TestUser;

  beforeEach(async () => {
    llm = await startFakeLlm();
    t = await createModelTestApp(engine, llm, { AI_MAX_RETRIES: '1', AI_TIMEOUT_MS: '5000' });
    user = await createSignedInUser(t);
  });
  afterEach(async () => {
    await t.dispose();
    await llm.close();
  });

  const addWords = async (...words: string[]) => {
    const ids: string[] = [];
    for (const word of words) {
      const { status, conceptId } = await addVocab(t, user, word, `meaning of ${word}`);
      expect(status).toBe(200);
      ids.push(conceptId);
    }
    return ids;
  };
  const status = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/exercises/sessions/${id}/status`,
        headers: user.headers,
      })
    ).json();
  const create = async (concept_ids: string[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/exercises/sessions',
      headers: user.headers,
      payload: { concept_ids },
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  };

  it('3 concepts → 3 module jobs; modules_ready counts up to 3/3, then ready', async () => {
    llm.fallback = (req) => ({ json: goodModule(req), delayMs: 150 });
    const first = await create(await addWords('gato', 'perro', 'casa'));
    expect(first).toMatchObject({
      status: 'generating',
      modules_ready: 0,
      modules_total: 3,
      can_launch: false,
    });
    const seen = new Set<number>();
    await until(async () => {
      const s = await status(first.session_id);
      seen.add(s.modules_ready);
      return s.status === 'ready';
    });
    const done = await status(first.session_id);
    expect(done).toMatchObject({ status: 'ready', modules_ready: 3, modules_total: 3, can_launch: true });
    expect(llm.requests).toHaveLength(3);
    expect(llm.requests[0]?.body.response_format?.type).toBe('json_schema');
    expect(seen.has(0) && seen.has(3)).toBe(true);
    const full = await t.app.inject({
      method: 'GET',
      url: `/api/exercises/sessions/${first.session_id}`,
      headers: user.headers,
    });
    expect(full.json().modules).toHaveLength(3);
  });

  it('a module answered with invalid JSON is retried, then the session fails with the reason', async () => {
    llm.fallback = (req) =>
      JSON.stringify(req.body.messages).includes('roto')
        ? { content: '{"simple_explanation": ' }
        : { json: goodModule(req) };
    const s = await create(await addWords('gato', 'roto'));
    await until(async () => (await status(s.session_id)).status === 'failed', 30_000);
    const failed = await status(s.session_id);
    expect(failed.failure_reason).toMatch(/roto/);
    // The same reason as a code the web words in the interface language (decision 305).
    expect(failed.failure_reason_coded).toMatchObject({
      code: 'module_failed',
      params: { concept: expect.stringMatching(/roto/) },
    });
    expect(failed.can_launch).toBe(false);
    const brokenCalls = llm.requests.filter((r) => JSON.stringify(r.body.messages).includes('roto'));
    expect(brokenCalls.length).toBeGreaterThan(1);
  }, 40_000);

  it('cancel during generation → cancelled, and no further model calls', async () => {
    llm.fallback = (req) => ({ json: goodModule(req), delayMs: 800 });
    const s = await create(await addWords('uno', 'dos', 'tres', 'cuatro', 'cinco'));
    await until(async () => llm.requests.length > 0);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/exercises/sessions/${s.session_id}/cancel`,
      headers: user.headers,
    });
    expect(res.json().status).toBe('cancelled');
    const callsAtCancel = llm.requests.length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(llm.requests.length).toBe(callsAtCancel);
    expect((await status(s.session_id)).status).toBe('cancelled');
  });

  it('a restart mid-generation resumes and finishes', async () => {
    llm.fallback = (req) => ({ json: goodModule(req), delayMs: 400 });
    const s = await create(await addWords('sol', 'luna', 'mar'));
    await until(async () => llm.requests.length > 0);
    // The process goes down: in-flight jobs are handed back; a new process starts on the same database.
    await t.deps.jobs.stop(0);
    const restarted = createRuntime(t.deps.config, t.deps.db, { jobPollMs: 25 });
    restarted.jobs.start();
    try {
      await until(async () => (await status(s.session_id)).status === 'ready');
      expect((await status(s.session_id)).modules_ready).toBe(3);
    } finally {
      await restarted.jobs.stop(1000);
    }
  });
});
