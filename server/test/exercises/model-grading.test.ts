import type { ModulePhases } from '@inkwell/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addVocab, createSignedInUser, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.js';
import { conceptOfPrompt, createModelTestApp, goodModule } from '../support/model-module.js';
import { until } from '../support/until.js';

/** A model's module whose first guided and first independent questions are free translations. */
function translationModule(word: string): ModulePhases {
  const m = goodModule(word);
  const translate = (question: string, answer: string) => ({
    type: 'translation' as const,
    question,
    answer,
    explanation: 'estar + gerundio for what is happening now',
  });
  m.guided_practice.content.exercises[0] = translate(
    'Translate: “The cat is sleeping.”',
    'El gato está durmiendo.',
  );
  m.independent_practice.content.exercises[0] = translate('Translate: “We are eating.”', 'Estamos comiendo.');
  return m;
}

const schemaName = (body: { response_format?: { json_schema?: { name?: string } } }) =>
  body.response_format?.json_schema?.name;

describe.each(ENGINES)('free translations graded by the model on %s (issue 14)', (engine) => {
  let t: TestApp;
  let llm: FakeLlm;
  let user: TestUser;

  const start = async (env: Record<string, string> = {}) => {
    // Strict: the fake refuses, as api.openai.com does, a json_schema strict mode would not accept.
    llm = await startFakeLlm({ strict: true });
    llm.fallback = (req) =>
      schemaName(req.body) === 'lesson_module'
        ? { json: translationModule(conceptOfPrompt(req)) }
        : { status: 500, body: { error: { message: 'fake-llm: no grade scripted' } } };
    t = await createModelTestApp(engine, llm, { AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '5000', ...env });
    user = await createSignedInUser(t);
  };
  afterEach(async () => {
    await t.dispose();
    await llm.close();
  });

  /** A ready session of one word; its module id. */
  const readySession = async () => {
    const { conceptId } = await addVocab(t, user, 'gato', 'cat');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/exercises/sessions',
      headers: user.headers,
      payload: { concept_ids: [conceptId] },
    });
    expect(created.statusCode).toBe(201);
    const id: string = created.json().session_id;
    let moduleId = '';
    await until(async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/exercises/sessions/${id}`,
        headers: user.headers,
      });
      const body = res.json();
      const wire = body.modules[0];
      moduleId = (typeof wire === 'string' ? JSON.parse(wire) : wire)?.module_id ?? '';
      return body.session.status === 'ready';
    });
    return { id, moduleId };
  };
  const answer = (id: string, module_id: string, phase: string, answer: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/exercises/sessions/${id}/answers`,
      headers: user.headers,
      payload: { module_id, phase, index: 0, answer },
    });
  const grade = (id: string, module_id: string, phase: string, headers = user.headers, index = 0) =>
    t.app.inject({
      method: 'POST',
      url: `/api/exercises/sessions/${id}/answers/grade`,
      headers,
      payload: { module_id, phase, index },
    });

  describe('with a model', () => {
    beforeEach(() => start());

    it('a right translation the lenient check missed is graded right, once, with the model’s feedback', async () => {
      const { id, moduleId } = await readySession();
      const first = await answer(id, moduleId, 'guided_practice', 'El gato duerme');
      expect(first.json()).toMatchObject({ correct: false, points: 0 });

      llm.script({ json: { correct: true, feedback: 'Correcto: «duerme» también vale.' } });
      const res = await grade(id, moduleId, 'guided_practice');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        correct: true,
        feedback: 'Correcto: «duerme» también vale.',
        source: 'model',
        answer: {
          module_id: moduleId,
          phase: 'guided_practice',
          index: 0,
          answer: 'El gato duerme',
          correct: true,
          points: 1,
        },
      });
      // One small strict-schema call, accepted by the strict fake, with the answer passed as data.
      const call = llm.requests.at(-1)!;
      expect(schemaName(call.body)).toBe('translation_grade');
      expect(call.body.response_format?.json_schema?.strict).toBe(true);
      expect(JSON.stringify(call.body.messages)).toContain('El gato duerme');

      // The recorded answer now counts; asking again reads it back without another model call.
      const session = await t.app.inject({
        method: 'GET',
        url: `/api/exercises/sessions/${id}`,
        headers: user.headers,
      });
      expect(session.json().session.answers[0]).toMatchObject({ correct: true, points: 1 });
      const calls = llm.requests.length;
      expect((await grade(id, moduleId, 'guided_practice')).json()).toMatchObject({ correct: true });
      expect(llm.requests).toHaveLength(calls);
    });

    it('a wrong verdict keeps the answer wrong and says why', async () => {
      const { id, moduleId } = await readySession();
      await answer(id, moduleId, 'independent_practice', 'Estamos comer');
      llm.script({ json: { correct: false, feedback: 'Falta el gerundio: «comiendo».' } });
      const res = await grade(id, moduleId, 'independent_practice');
      expect(res.json()).toMatchObject({
        correct: false,
        feedback: 'Falta el gerundio: «comiendo».',
        source: 'model',
        answer: { correct: false, points: 0 },
      });
      // One model verdict per answer: asking again is a 409 and costs nothing.
      const calls = llm.requests.length;
      expect((await grade(id, moduleId, 'independent_practice')).statusCode).toBe(409);
      expect(llm.requests).toHaveLength(calls);
    });

    it('falls back to the lenient verdict when the model refuses or fails', async () => {
      const { id, moduleId } = await readySession();
      await answer(id, moduleId, 'guided_practice', 'El gato duerme');
      await answer(id, moduleId, 'independent_practice', 'Comemos');
      llm.script({ refusal: 'I cannot help with that.' });
      expect((await grade(id, moduleId, 'guided_practice')).json()).toMatchObject({
        correct: false,
        feedback: null,
        source: 'lenient',
      });
      llm.script({ status: 500, body: { error: { message: 'boom' } } });
      const failed = await grade(id, moduleId, 'independent_practice');
      expect(failed.statusCode).toBe(200);
      expect(failed.json()).toMatchObject({ correct: false, source: 'lenient', answer: { points: 0 } });
    });

    it('user B cannot grade in A’s session; only recorded translations are graded', async () => {
      const { id, moduleId } = await readySession();
      await answer(id, moduleId, 'guided_practice', 'El gato duerme');
      const b = await createSignedInUser(t);
      const calls = llm.requests.length;
      const other = await grade(id, moduleId, 'guided_practice', b.headers);
      expect(other.statusCode).toBe(404);
      expect(other.json().detail ?? other.json().message).toMatch(/not found/i);
      // Not yet answered, not a translation, a malformed body: a 4xx with a message, no model call.
      expect((await grade(id, moduleId, 'independent_practice')).statusCode).toBe(409);
      const choice = await grade(id, moduleId, 'guided_practice', user.headers, 1);
      expect(choice.statusCode).toBe(400);
      const bad = await t.app.inject({
        method: 'POST',
        url: `/api/exercises/sessions/${id}/answers/grade`,
        headers: user.headers,
        payload: { module_id: moduleId, phase: 'review', index: -1 },
      });
      expect(bad.statusCode).toBe(400);
      expect(llm.requests).toHaveLength(calls);
    });
  });

  it('is charged to the daily model calls: beyond them a 429, the answer as the lenient check left it', async () => {
    await start({ QUOTA_MODEL_CALLS_PER_DAY: '1' });
    const { id, moduleId } = await readySession();
    await answer(id, moduleId, 'guided_practice', 'El gato duerme');
    const calls = llm.requests.length;
    const res = await grade(id, moduleId, 'guided_practice');
    expect(res.statusCode, res.body).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(llm.requests).toHaveLength(calls);
  });
});
