import type { StudyGuide } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestApp, type TestUser } from '../support/app.js';
import { startFakeLlm, type FakeLlm, type RecordedRequest } from '../support/fake-llm.js';
import { createModelTestApp } from '../support/model-module.js';
import { call, grammarBody } from './helpers.js';

/** A learner window with two mistakes: the checker fixed “has went”; “goed” nobody caught. */
const LEARNER = 'Yesterday I goed to the park and has went home';
const ONE_FIX_APPLIED = 'Yesterday I goed to the park and have gone home';

/** The data the study guide's call sent the model (the user message, JSON). */
function sentData(req: RecordedRequest): Record<string, unknown> {
  const user = req.body.messages!.find((m) => m.role === 'user')!;
  const text = Array.isArray(user.content)
    ? (user.content as { text: string }[]).map((p) => p.text).join('')
    : String(user.content);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * With a model configured, the grammar study guide comes from the model (decision 195), which is
 * given a correction-style example as its fix and the learner's words labelled as unchecked, never the
 * window with one fix applied as a correct sentence.
 */
describe('the model’s study guide', () => {
  let t: TestApp;
  let llm: FakeLlm;
  let user: TestUser;
  let conceptId: string;
  beforeAll(async () => {
    // Strict: the fake refuses, as api.openai.com does, a json_schema strict mode would not accept.
    llm = await startFakeLlm({ strict: true });
    t = await createModelTestApp('sqlite', llm, { AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '5000' });
    user = await createSignedInUser(t);
    const created = await call(
      t,
      user,
      'POST',
      '/api/concepts/srs-cards-with-data',
      grammarBody('Present perfect', { examples: [`${LEARNER} → ${ONE_FIX_APPLIED}`, 'She has eaten.'] }),
    );
    expect(created.status).toBe(200);
    conceptId = (created.body as { concept_id: string }).concept_id;
  });
  afterAll(async () => {
    await t.dispose();
    await llm.close();
  });

  const guideOf = async (who: TestUser) =>
    call(t, who, 'GET', `/api/concepts/grammar/${conceptId}/study-guide`);

  it('sends the fix as its span and the learner’s words as unchecked; keeps their window out of the guide', async () => {
    llm.script({
      json: {
        explanation: 'The present perfect is have/has + past participle.',
        // A model quoting the learner's window with the fix applied: it must not reach the learner.
        examples: [ONE_FIX_APPLIED + '.', `${ONE_FIX_APPLIED}, then I slept.`, 'We have seen it.'],
        common_mistakes: [{ mistake: 'I have went', correction: 'I have gone' }],
      },
    });
    const before = llm.requests.length;
    const res = await guideOf(user);
    expect(res.status).toBe(200);
    const calls = llm.requests.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.response_format?.json_schema?.name).toBe('study_guide');

    const data = sentData(calls[0]!);
    expect(data.fixes).toEqual([
      {
        fix: '“has went” → “have gone”',
        wrong: 'has went',
        right: 'have gone',
        learner_words: `Your words, not checked: “${LEARNER}”`,
      },
    ]);
    expect(data.examples).toEqual(['She has eaten.']);
    expect(JSON.stringify(calls[0]!.body.messages)).not.toContain(ONE_FIX_APPLIED);

    expect(res.body).toEqual({
      explanation: 'The present perfect is have/has + past participle.',
      examples: ['We have seen it.'],
      common_mistakes: [
        { mistake: 'has went', correction: 'have gone' },
        { mistake: 'I have went', correction: 'I have gone' },
      ],
      source: 'model',
    } satisfies StudyGuide);
  });

  it('falls back to the offline guide when the model fails, and never calls it for another user', async () => {
    llm.script({ status: 503, body: { error: { message: 'overloaded' } } });
    const failed = await guideOf(user);
    expect(failed.status).toBe(200);
    expect((failed.body as StudyGuide).source).toBe('offline');
    expect((failed.body as StudyGuide).common_mistakes).toEqual([
      { mistake: 'has went', correction: 'have gone' },
    ]);

    const before = llm.requests.length;
    const other = await createSignedInUser(t);
    expect((await guideOf(other)).status).toBe(404);
    expect(llm.requests.length).toBe(before);
  });
});
