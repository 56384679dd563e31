import { afterEach, describe, expect, it } from 'vitest';
import { MODEL_FAILED, NO_MODEL } from '../../src/prompts/generated.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import type { FakeLlm } from '../support/fake-llm.js';
import { store } from '../journal/support.js';
import { strictModelApp } from '../support/model-module.js';

const GENERATE = '/api/prompts/generate';
const SECRET = 'Mein Geheimnis steht nur im Tagebuch.';

describe.each(ENGINES)('writing prompts written by a model on %s (issue 25)', (engine) => {
  let t: TestApp;
  let llm: FakeLlm | undefined;
  let a: TestUser;
  afterEach(async () => {
    await t.dispose();
    await llm?.close();
    llm = undefined;
  });

  const withModel = async (env: Record<string, string> = {}) => {
    ({ llm, t, a } = await strictModelApp(engine, { AI_TIMEOUT_MS: '5000', ...env }));
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: a.headers,
      payload: { target_language: 'de', native_language: 'es', variety: 'de-AT' },
    });
  };
  const generate = (user: TestUser) =>
    t.app.inject({ method: 'POST', url: GENERATE, headers: user.headers, payload: {} });

  it("writes one in the target language at the learner's level, sending none of their text", async () => {
    await withModel();
    await store(t, a, { date: 1_730_000_000, content: SECRET });
    const next = await t.app.inject({ method: 'GET', url: '/api/prompts/next', headers: a.headers });
    expect(next.json()).toMatchObject({ can_generate: true });
    llm!.script({
      json: {
        text: '  Was hast du am Wochenende\n gemacht?  ',
        translation: '¿Qué hiciste el fin de semana?',
      },
    });
    const res = await generate(a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      prompt: {
        id: null,
        text: 'Was hast du am Wochenende gemacht?',
        level: 'A2',
        translation: '¿Qué hiciste el fin de semana?',
      },
      reason: null,
      can_generate: true,
    });
    const [request] = llm!.requests;
    expect(request!.body.response_format?.json_schema?.name).toBe('writing_prompt');
    const sent = JSON.stringify(request!.body.messages);
    expect(sent).toContain('German');
    expect(sent).toContain('Spanish');
    expect(sent).toContain('de-AT');
    expect(sent).toContain('A2');
    expect(sent).not.toContain('Geheimnis');
  });

  it('cuts an overlong answer at a word, and says plainly when the model fails', async () => {
    await withModel();
    llm!.script({ json: { text: 'Erzähl mir '.repeat(60), translation: 'x' } });
    const long = await generate(a);
    expect(long.statusCode).toBe(200);
    const text: string = long.json().prompt.text;
    expect(text.length).toBeLessThanOrEqual(300);
    expect(text.endsWith('…')).toBe(true);
    llm!.script({ status: 503, body: { error: { message: 'overloaded' } } });
    const failed = await generate(a);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().detail).toBe(MODEL_FAILED);
    expect(failed.body).not.toMatch(/overloaded|stack|at .*\.ts/);
  });

  it("counts against the day's model requests, each learner's day their own", async () => {
    await withModel({ QUOTA_MODEL_CALLS_PER_DAY: '2' });
    llm!.fallback = () => ({ json: { text: 'Wie war dein Tag?', translation: '¿Qué tal tu día?' } });
    expect((await generate(a)).statusCode).toBe(200);
    expect((await generate(a)).statusCode).toBe(200);
    const over = await generate(a);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    // Another learner's day is their own.
    const b = await createSignedInUser(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: b.headers,
      payload: { target_language: 'de' },
    });
    expect((await generate(b)).statusCode).toBe(200);
  });

  it('offline: no model to ask, said with 409 and can_generate false; prompts off or no language first', async () => {
    t = await createTestApp(engine);
    a = await createSignedInUser(t);
    const noLanguage = await generate(a);
    expect(noLanguage.statusCode).toBe(409);
    expect(noLanguage.json().detail).toContain('Profile Settings');
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: a.headers,
      payload: { target_language: 'de' },
    });
    const next = await t.app.inject({ method: 'GET', url: '/api/prompts/next', headers: a.headers });
    expect(next.json()).toMatchObject({ can_generate: false });
    const offline = await generate(a);
    expect(offline.statusCode).toBe(409);
    expect(offline.json().detail).toBe(NO_MODEL);
    const bogus = await t.app.inject({
      method: 'POST',
      url: GENERATE,
      headers: a.headers,
      payload: { x: 1 },
    });
    expect(bogus.statusCode).toBe(400);
  });
});
