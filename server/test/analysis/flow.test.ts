import type { EntryAssessment } from '@inkwell/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { until } from '../support/until.js';

const J = '/api/documents/journal';
const SENTENCE = 'I has went to the the store yesterday and buyed a apple.';

describe.each(ENGINES)('assessment flow with the offline assessor on %s', (engine) => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const writeEntry = async (user: TestUser, content: string) => {
    await call(user, 'PUT', '/api/auth/me', { target_language: 'en', native_language: 'es' });
    const res = await call(user, 'POST', `${J}/store/`, {
      date: String(Math.floor(Date.UTC(2026, 10, 20) / 1000)),
      content,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; version: number };
  };
  const assessment = async (user: TestUser, id: string) =>
    (await call(user, 'GET', `${J}/${id}/assessment`)).json() as EntryAssessment;

  beforeEach(async () => {
    t = await createTestApp(engine, {}, { startJobs: false });
    a = await createSignedInUser(t);
    b = await createSignedInUser(t);
  });
  afterEach(() => t.dispose());

  it('runs as one durable job, anchors corrections, and locks the entry', async () => {
    const entry = await writeEntry(a, SENTENCE);
    const first = await call(a, 'POST', `${J}/${entry.id}/assess`);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ journal_entry_id: entry.id, status: 'analyzing' });
    // A second request while it runs starts nothing new.
    expect((await call(a, 'POST', `${J}/${entry.id}/assess`)).json().status).toBe('analyzing');
    const jobs = await t.deps.db.kysely
      .selectFrom('jobs')
      .select('id')
      .where('queue', '=', 'assessment')
      .execute();
    expect(jobs).toHaveLength(1);
    // Nothing ran yet (no worker): the job waits in the database, as it would across a restart.
    expect((await assessment(a, entry.id)).status).toBe('analyzing');
    expect((await call(a, 'GET', `${J}/${entry.id}`)).json().analysis_state).toBe('analyzing');

    t.deps.jobs.start();
    await until(async () => (await assessment(a, entry.id)).status === 'done');
    const done = await assessment(a, entry.id);
    const corrections = done.data!.corrections;
    expect(corrections.length).toBeGreaterThanOrEqual(4);
    for (const c of corrections) {
      expect(SENTENCE.slice(c.start, c.end)).toBe(c.original);
      expect(['spelling', 'vocabulary', 'grammar', 'word_order']).toContain(c.category);
    }
    expect(done.data!.assessor).toBe('offline');

    const after = (await call(a, 'GET', `${J}/${entry.id}`)).json();
    expect(after.analysis_state).toBe('analyzed');
    expect(
      (await call(a, 'PUT', `${J}/${entry.id}`, { content: 'changed', version: after.version })).statusCode,
    ).toBe(409);
    expect((await call(a, 'POST', `${J}/${entry.id}/assess`)).statusCode).toBe(409);

    // My Journals shows what it discovered.
    const list = (await call(a, 'GET', `${J}/?limit=10`)).json() as {
      id: string;
      new_words: number;
      level: string | null;
    }[];
    const row = list.find((r) => r.id === entry.id)!;
    expect(row.level).toBe(done.data!.student_language_level);
    expect(row.new_words).toBe(done.data!.vocab_concepts.length);
  });

  it('accepts a bodiless POST sent with a JSON content type', async () => {
    const entry = await writeEntry(a, SENTENCE);
    const res = await t.app.inject({
      method: 'POST',
      url: `${J}/${entry.id}/assess`,
      headers: { ...a.headers, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(202);
  });

  it('keeps correction states, single and bulk, on the server', async () => {
    const entry = await writeEntry(a, SENTENCE);
    t.deps.jobs.start();
    await call(a, 'POST', `${J}/${entry.id}/assess`);
    await until(async () => (await assessment(a, entry.id)).status === 'done');
    const [c1, c2, ...rest] = (await assessment(a, entry.id)).data!.corrections;
    const one = await call(a, 'POST', `${J}/${entry.id}/correction-state`, {
      correction_id: c1!.id,
      accepted: true,
      rejected: false,
    });
    expect(one.statusCode).toBe(200);
    await call(a, 'POST', `${J}/${entry.id}/correction-state`, {
      correction_id: c2!.id,
      accepted: false,
      rejected: true,
    });
    const bulk = await call(a, 'POST', `${J}/${entry.id}/correction-states/bulk`, {
      states: Object.fromEntries(rest.map((c) => [c.id, { accepted: true, rejected: false }])),
    });
    expect(bulk.statusCode).toBe(200);
    const states = (await call(a, 'GET', `${J}/${entry.id}/correction-states`)).json();
    expect(states[c1!.id]).toMatchObject({ accepted: true, rejected: false });
    expect(states[c2!.id]).toMatchObject({ accepted: false, rejected: true });
    expect(Object.keys(states)).toHaveLength(2 + rest.length);

    const unknown = await call(a, 'POST', `${J}/${entry.id}/correction-state`, {
      correction_id: 'nope',
      accepted: true,
      rejected: false,
    });
    expect(unknown.statusCode).toBe(404);
    const both = await call(a, 'POST', `${J}/${entry.id}/correction-state`, {
      correction_id: c1!.id,
      accepted: true,
      rejected: true,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().detail).toMatch(/both accepted and rejected/);
  });

  it('creates the entry’s exercise session, generated offline until ready', async () => {
    const entry = await writeEntry(a, SENTENCE);
    t.deps.jobs.start();
    await call(a, 'POST', `${J}/${entry.id}/assess`);
    await until(async () => (await assessment(a, entry.id)).status === 'done');
    const sessionId = (await assessment(a, entry.id)).exercise_session_id;
    expect(sessionId).toBeTruthy();
    await until(
      async () =>
        (await call(a, 'GET', `/api/exercises/sessions/${sessionId}/status`)).json().status === 'ready',
    );
    const lookup = (await call(a, 'GET', `/api/exercises/sessions/by-journal/${entry.id}`)).json();
    expect(lookup).toMatchObject({ document_id: sessionId, status: 'ready' });
    expect(lookup.concepts_count).toBeGreaterThan(0);
  });

  it("never shows or changes another user's assessment", async () => {
    const entry = await writeEntry(a, SENTENCE);
    t.deps.jobs.start();
    await call(a, 'POST', `${J}/${entry.id}/assess`);
    await until(async () => (await assessment(a, entry.id)).status === 'done');
    const cid = (await assessment(a, entry.id)).data!.corrections[0]!.id;
    for (const [method, url, payload] of [
      ['POST', `${J}/${entry.id}/assess`, undefined],
      ['GET', `${J}/${entry.id}/assessment`, undefined],
      ['GET', `${J}/${entry.id}/correction-states`, undefined],
      ['POST', `${J}/${entry.id}/correction-state`, { correction_id: cid, accepted: true, rejected: false }],
      [
        'POST',
        `${J}/${entry.id}/correction-states/bulk`,
        { states: { [cid]: { accepted: true, rejected: false } } },
      ],
      ['GET', `/api/exercises/sessions/by-journal/${entry.id}`, undefined],
    ] as const) {
      expect((await call(b, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(Object.keys((await call(a, 'GET', `${J}/${entry.id}/correction-states`)).json())).toHaveLength(0);
  });
});
