import { afterEach, describe, expect, it } from 'vitest';
import { addVocab, createSignedInUser, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { startFakeLlm, type FakeLlm, type RecordedRequest } from '../support/fake-llm.js';
import { partCount } from '../../src/assessor/entry-parts.js';
import { goodModule } from '../support/model-module.js';
import { createSecurityApp, type SecurityApp } from './support.js';
import { until } from '../support/until.js';

const J = '/api/documents/journal';
const DAY_S = 86_400;

/** A valid module, as a model would answer it. */
const moduleReply = (_req: RecordedRequest) => ({
  json: goodModule('perro', { description: 'dog' }),
});

// Per-user AI quotas (decision 134): one user must not be able to queue unbounded AI work.
describe.each(ENGINES)('per-user AI quotas on %s', (engine) => {
  let t: SecurityApp;
  let llm: FakeLlm | undefined;

  afterEach(async () => {
    await t.dispose();
    await llm?.close();
    llm = undefined;
  });

  const newEntry = async (user: TestUser, day: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${J}/store/`,
      headers: user.headers,
      payload: { date: String(1_763_596_800 + day * DAY_S), content: 'Yo tengo un perro.' },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ id: string }>().id;
  };
  const assess = (user: TestUser, entryId: string) =>
    t.app.inject({ method: 'POST', url: `${J}/${entryId}/assess`, headers: user.headers });
  const addConcepts = async (user: TestUser, n: number) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      ids.push((await addVocab(t, user, `palabra${i}`, `word ${i}`)).conceptId);
    }
    return ids;
  };
  const createSession = (user: TestUser, concept_ids: string[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/exercises/sessions',
      headers: user.headers,
      payload: { concept_ids },
    });
  const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

  it('answers the assessment beyond the hourly quota with 429 and Retry-After, per user', async () => {
    t = await createSecurityApp(engine, { QUOTA_ASSESSMENTS_PER_HOUR: '2' }, { startJobs: false });
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    const entries = [await newEntry(a, 0), await newEntry(a, 1), await newEntry(a, 2)];
    expect((await assess(a, entries[0]!)).statusCode).toBe(202);
    expect((await assess(a, entries[1]!)).statusCode).toBe(202);
    const over = await assess(a, entries[2]!);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      detail: expect.stringMatching(/at most 2 journal entries per hour/),
      code: 'quota.assessments_per_hour',
      params: { limit: 2 },
    });
    expect(retryAfter(over)).toBeGreaterThan(0);
    expect(retryAfter(over)).toBeLessThanOrEqual(3600);
    // The refusal started nothing: the entry can still be analysed once the hour is over.
    expect(
      (await t.app.inject({ method: 'GET', url: `${J}/${entries[2]}`, headers: a.headers })).json(),
    ).toMatchObject({ analysis_state: null });
    // Another user has a quota of their own.
    expect((await assess(b, await newEntry(b, 0))).statusCode).toBe(202);
    t.clock.now += 3600_000 + 1;
    expect((await assess(a, entries[2]!)).statusCode).toBe(202);
  });

  it('refuses exercise sessions beyond those in flight, also when they are asked for at once', async () => {
    t = await createSecurityApp(engine, { QUOTA_SESSIONS_IN_FLIGHT: '2' }, { startJobs: false });
    const a = await createSignedInUser(t);
    const [c1, c2] = await addConcepts(a, 2);
    const answers = await Promise.all(Array.from({ length: 6 }, () => createSession(a, [c1!, c2!])));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429]);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json().detail).toMatch(/2 exercise sessions being prepared/);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    // Only the two admitted sessions were queued: 2 sessions × 2 concepts.
    const jobs = await t.deps.db.kysely
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(jobs.n)).toBe(4);
  });

  it('refuses a session with more concepts than the per-session limit', async () => {
    t = await createSecurityApp(engine, { QUOTA_CONCEPTS_PER_SESSION: '2' }, { startJobs: false });
    const a = await createSignedInUser(t);
    const res = await createSession(a, await addConcepts(a, 3));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/at most 2 concepts/);
  });

  it('counts model calls per day with a model, and not with the offline provider', async () => {
    llm = await startFakeLlm();
    llm.fallback = moduleReply;
    const quota = { QUOTA_MODEL_CALLS_PER_DAY: '3', QUOTA_SESSIONS_IN_FLIGHT: '0' };
    t = await createSecurityApp(engine, {
      ...quota,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: llm.baseUrl,
      AI_MODEL: 'fake-model',
    });
    const a = await createSignedInUser(t);
    const [c1, c2, c3] = await addConcepts(a, 3);
    const first = await createSession(a, [c1!, c2!]);
    expect(first.statusCode).toBe(201);
    const id = first.json<{ session_id: string }>().session_id;
    await until(async () => {
      const s = await t.app.inject({
        method: 'GET',
        url: `/api/exercises/sessions/${id}/status`,
        headers: a.headers,
      });
      return s.json().status === 'ready';
    });
    // 2 of 3 calls used: a two-concept session would go over, so it is refused before any model call.
    const over = await createSession(a, [c2!, c3!]);
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toMatch(/3 model requests for today/);
    expect(retryAfter(over)).toBeGreaterThan(3600);
    expect(retryAfter(over)).toBeLessThanOrEqual(DAY_S);
    const entry = await newEntry(a, 0);
    expect((await createSession(a, [c3!])).statusCode).toBe(201);
    await until(async () => llm!.requests.length === 3);
    expect((await assess(a, entry)).statusCode).toBe(429);
    expect(llm.requests).toHaveLength(3);

    // Offline: the same quota does not apply (no model is called).
    await t.dispose();
    t = await createSecurityApp(engine, quota);
    const b = await createSignedInUser(t);
    const ids = await addConcepts(b, 3);
    for (let i = 0; i < 3; i++) expect((await createSession(b, ids)).statusCode).toBe(201);
  });

  it('charges each part of a long entry’s analysis as one model call (issue 21)', async () => {
    llm = await startFakeLlm();
    // Every call fails: what is counted is what was sent, before any answer.
    llm.fallback = () => ({ status: 500 });
    t = await createSecurityApp(engine, {
      QUOTA_MODEL_CALLS_PER_DAY: '100',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: llm.baseUrl,
      AI_MODEL: 'fake-model',
      AI_MAX_RETRIES: '0',
    });
    const a = await createSignedInUser(t);
    // 20,000 characters in paragraphs: the most the API stores, split into several parts.
    const paragraph = `${'Hoy fui al mercado con mi hermana. '.repeat(28).trim()}\n\n`;
    const content = paragraph.repeat(20).slice(0, 20_000).trim();
    const res = await t.app.inject({
      method: 'POST',
      url: `${J}/store/`,
      headers: a.headers,
      payload: { date: '1763596800', content },
    });
    expect(res.statusCode, res.body).toBe(200);
    const parts = partCount(content, t.deps.ai!.maxOutputTokens);
    expect(parts).toBeGreaterThan(2);
    expect((await assess(a, res.json<{ id: string }>().id)).statusCode).toBe(202);
    const charged = async () =>
      Number(
        (
          await t.deps.db.kysely
            .selectFrom('rate_limits')
            .select('count')
            .where('key', '=', `quota:model-calls:${a.id}`)
            .executeTakeFirst()
        )?.count ?? 0,
      );
    await until(async () => llm!.requests.length >= parts);
    await until(async () => (await charged()) >= parts);
    // Every call that reached the model was charged (old code: one charge for all the parts).
    expect(await charged()).toBeGreaterThanOrEqual(llm.requests.length);
  });
});
