import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, storeEntry, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { startFakeLlm, type FakeLlm, type RecordedRequest } from '../support/fake-llm.js';
import { conceptOfPrompt, createModelTestApp, goodModule } from '../support/model-module.js';
import { until } from '../support/until.js';

const J = '/api/documents/journal';
const TEXT = 'Ontem eu fui no mercado e estou muito cansado.';

const ANSWER = {
  corrections: [
    {
      context_before: 'e estou muito',
      original: 'cansado',
      corrected: 'cansada',
      explanation: 'The adjective agrees with the writer.',
      category: 'grammar',
      severity: 'major',
    },
  ],
  feedback: 'Good work.',
  student_language_level: 'A2',
  level_justification: 'Simple past sentences.',
  vocab_concepts: [
    {
      word: 'cansada',
      correction_type: 'grammar',
      justification: 'Useful.',
      meaning: 'tired',
      example: 'Estou cansada hoje.',
      source_original: 'cansado',
    },
  ],
  grammar: [],
};

/**
 * Decision 230: the profile's regional variety and grammatical gender reach the model, in the
 * assessment request and in the module requests that follow it, as they arrive at the fake's wire.
 */
describe.each(ENGINES)('variety and gender at the model wire on %s', (engine) => {
  let t: TestApp;
  let llm: FakeLlm;
  let user: TestUser;

  beforeEach(async () => {
    llm = await startFakeLlm();
    t = await createModelTestApp(engine, llm, { AI_MAX_RETRIES: '0' });
    user = await createSignedInUser(t);
    llm.fallback = (req) =>
      req.body.response_format?.json_schema?.name === 'journal_assessment'
        ? { json: ANSWER }
        : { json: goodModule(conceptOfPrompt(req), { language: 'pt' }) };
  });
  afterEach(async () => {
    await t.dispose();
    await llm.close();
  });

  const wire = (r: RecordedRequest) => JSON.stringify(r.body.messages);
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/me', headers: user.headers, payload });

  async function analyse() {
    const entry = await storeEntry(t, user, TEXT);
    await t.app.inject({ method: 'POST', url: `${J}/${entry.id}/assess`, headers: user.headers });
    await until(async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${J}/${entry.id}/assessment`,
        headers: user.headers,
      });
      return res.json().status !== 'analyzing';
    }, 30_000);
    // Module generation runs after the assessment; wait for its request too.
    await until(async () => llm.requests.length >= 2, 30_000);
  }

  it('asks for Brazilian Portuguese and feminine agreement about the writer', async () => {
    expect(
      (await put({ native_language: 'en', target_language: 'pt', variety: 'pt-BR', gender: 'feminine' }))
        .statusCode,
    ).toBe(200);
    await analyse();
    const assessment = llm.requests.find(
      (r) => r.body.response_format?.json_schema?.name === 'journal_assessment',
    )!;
    expect(wire(assessment)).toContain('Brazilian Portuguese spelling and usage');
    expect(wire(assessment)).toContain('The student is female');
    const module = llm.requests.find((r) => r !== assessment)!;
    expect(wire(module)).toContain('Brazilian Portuguese spelling and usage');
    expect(wire(module)).toContain('\\"regional_variety\\":\\"pt-BR\\"');
    expect(wire(module)).toContain('\\"learner_gender\\":\\"feminine\\"');
  });

  it('says nothing of a variety or gender the learner did not set', async () => {
    await put({ native_language: 'en', target_language: 'pt' });
    await analyse();
    for (const r of llm.requests) {
      expect(wire(r)).not.toContain('spelling and usage');
      expect(wire(r)).not.toContain('The student is');
      expect(wire(r)).not.toContain('regional_variety');
    }
  });
});
