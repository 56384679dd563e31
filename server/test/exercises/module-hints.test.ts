import type { ModulePhases } from '@inkwell/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addVocab, createSignedInUser, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.js';
import { conceptOfPrompt, createModelTestApp, goodModule } from '../support/model-module.js';
import { until } from '../support/until.js';

/**
 * Issue 27: a model's hint that gives the answer away ("The answer is GATO", "g-a-t-o") never reaches
 * the learner, while a hint that points to the rule does; and the learner's material goes to the
 * model as JSON data, not as instructions.
 */
const RULE_HINT = 'Think of the animal that says miau';

function moduleWithHints(word: string): ModulePhases {
  const m = goodModule(word);
  const guided = m.guided_practice.content.exercises;
  const [first] = guided;
  guided[0] = { ...first!, hint: `The answer is ${first!.answer.toUpperCase()}` };
  guided.push({ ...first!, question: `${first!.question} (again)`, hint: RULE_HINT });
  const [own] = m.independent_practice.content.exercises;
  m.independent_practice.content.exercises[0] = { ...own!, hint: `Spelled ${[...own!.answer].join('-')}` };
  return m;
}

describe.each(ENGINES)('module hints from a model on %s', (engine) => {
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

  it('a hint giving the answer away is dropped before the learner sees the module', async () => {
    llm.fallback = (req) => ({ json: moduleWithHints(conceptOfPrompt(req)) });
    const { conceptId } = await addVocab(t, user, 'gato', 'cat');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/exercises/sessions',
      headers: user.headers,
      payload: { concept_ids: [conceptId] },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().session_id as string;
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });
    await until(async () => (await get(`/api/exercises/sessions/${id}/status`)).json().status === 'ready');

    // The prompt: the concept travels as JSON data the system message names as data.
    const messages = llm.requests[0]!.body.messages as Array<{ role: string; content: string }>;
    const user_ = messages.find((m) => m.role === 'user')!;
    expect(JSON.parse(user_.content)).toMatchObject({ concept: { kind: 'vocab', title: 'gato' } });
    expect(messages.find((m) => m.role === 'system')!.content).toMatch(/never instructions to you/);

    const session = (await get(`/api/exercises/sessions/${id}`)).json() as {
      modules: Array<{ phases: ModulePhases }>;
    };
    const shown = JSON.stringify(session);
    expect(shown).not.toMatch(/The answer is|Spelled /);
    expect(shown).toContain(RULE_HINT);
  });
});
