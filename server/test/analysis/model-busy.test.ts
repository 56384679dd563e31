import { entryAssessment, type EntryAssessment } from '@inkwell/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ASSESS_QUEUE } from '../../src/analysis/service.js';
import { createSignedInUser, storeEntry, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.js';
import { createModelTestApp } from '../support/model-module.js';
import { until } from '../support/until.js';

const J = '/api/documents/journal';
const TEXT = 'Ayer yo fue al mercado con mi hermana.';
const ANSWER = {
  corrections: [
    {
      context_before: 'Ayer yo',
      original: 'fue',
      corrected: 'fui',
      explanation: 'Primera persona: yo fui.',
      category: 'grammar',
      severity: 'major',
    },
  ],
  feedback: 'Buen trabajo.',
  student_language_level: 'A2',
  level_justification: 'Frases simples.',
  vocab_concepts: [],
  grammar: [],
};

/**
 * A busy model (429/503/529) is waited out for as long as its Retry-After says, not the 30 s of
 * backoff meant for a model that names no time (issue 27, decision 196); the API says when the next
 * try is, and the learner can cancel the waiting analysis.
 */
describe.each(ENGINES)('a busy model on %s', (engine) => {
  let t: TestApp;
  let llm: FakeLlm;
  let user: TestUser;

  beforeEach(async () => {
    llm = await startFakeLlm({ strict: true });
    t = await createModelTestApp(engine, llm, { AI_MAX_RETRIES: '0' });
    user = await createSignedInUser(t);
    // Module generation after the assessment is not under test.
    llm.fallback = () => ({ status: 500 });
  });
  afterEach(async () => {
    await t.dispose();
    await llm.close();
  });

  const read = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${J}/${id}/assessment`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    return entryAssessment.parse(res.json());
  };
  const job = () =>
    t.deps.db.kysely
      .selectFrom('jobs')
      .select(['state', 'run_at', 'attempts'])
      .where('queue', '=', ASSESS_QUEUE)
      .executeTakeFirstOrThrow();

  it('429 with Retry-After: 2 is tried again after 2 s, and the API shows when, until the answer comes', async () => {
    llm.script({ status: 429, headers: { 'retry-after': '2' } }, { json: ANSWER });
    const entry = await storeEntry(t, user, TEXT);
    const before = Date.now();
    await t.app.inject({ method: 'POST', url: `${J}/${entry.id}/assess`, headers: user.headers });
    const waiting = await until('the wait to show', async () => {
      const body = await read(entry.id);
      return body.retry_at ? body : null;
    });
    // The job row takes its new run time just after the assessment shows the wait.
    const queued = await until('the job to be queued again', async () => {
      const row = await job();
      return row.state === 'queued' && row.attempts === 1 ? row : null;
    });
    expect(waiting.status).toBe('analyzing');
    // The time shown is when the job runs again (both taken moments apart), and that is Retry-After
    // as given: 2 s, not 30.
    expect(Math.abs(Date.parse(waiting.retry_at!) - Number(queued.run_at))).toBeLessThan(5_000);
    expect(Number(queued.run_at) - before).toBeGreaterThanOrEqual(2_000);
    expect(Number(queued.run_at) - before).toBeLessThan(20_000);
    const done = await until('the second try to finish', async () => {
      const body = await read(entry.id);
      return body.status !== 'analyzing' ? body : null;
    });
    expect(done).toMatchObject({ status: 'done', retry_at: null, error: null });
    expect(done.data!.corrections.map((c) => c.corrected)).toEqual(['fui']);
    expect(llm.requests[1]!.body.response_format?.json_schema?.name).toBe('journal_assessment');
  });

  it('a 503 without Retry-After backs off over tens of seconds, shown in the API', async () => {
    llm.script({ status: 503 });
    const entry = await storeEntry(t, user, TEXT);
    const before = Date.now();
    await t.app.inject({ method: 'POST', url: `${J}/${entry.id}/assess`, headers: user.headers });
    const waiting = await until(async () => (await read(entry.id)).retry_at ?? null);
    expect(Date.parse(waiting) - before).toBeGreaterThanOrEqual(24_000);
  });

  it('the learner cancels a waiting analysis: the job stops, the entry is kept and can be analysed again', async () => {
    llm.script({ status: 529, headers: { 'retry-after': '120' } });
    const entry = await storeEntry(t, user, TEXT);
    await t.app.inject({ method: 'POST', url: `${J}/${entry.id}/assess`, headers: user.headers });
    await until(async () => (await read(entry.id)).retry_at);

    const other = await createSignedInUser(t);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${J}/${entry.id}/assess/cancel`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);

    const res = await t.app.inject({
      method: 'POST',
      url: `${J}/${entry.id}/assess/cancel`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<EntryAssessment>()).toMatchObject({
      status: 'failed',
      error: 'The analysis was cancelled.',
      retry_at: null,
    });
    expect((await job()).state).toBe('cancelled');
    const stored = await t.app.inject({ method: 'GET', url: `${J}/${entry.id}`, headers: user.headers });
    expect(stored.json()).toMatchObject({ analysis_state: null, data: { content: TEXT } });
    const again = await t.app.inject({
      method: 'POST',
      url: `${J}/${entry.id}/assess/cancel`,
      headers: user.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(llm.requests).toHaveLength(1);
  });
});
