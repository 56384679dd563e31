import type { EntryAssessment, ProgressResponse } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { until } from '../support/until.js';

const J = '/api/documents/journal';
const SENTENCE = 'I has went to the the store yesterday and buyed a apple.';

/** The figures' two ways in: the assessment job's own transaction, and an import of an export. */
describe.each(ENGINES)('progress figures written by the job and by an import on %s', (engine) => {
  let t: TestApp;
  let a: TestUser;
  let entryId: string;

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const progress = async (user: TestUser) =>
    (await call(user, 'GET', '/api/progress?range=all&time_zone=UTC')).json() as ProgressResponse;

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await createSignedInUser(t);
    await call(a, 'PUT', '/api/auth/me', { target_language: 'en', native_language: 'es' });
    const res = await call(a, 'POST', `${J}/store/`, {
      date: String(Math.floor(Date.UTC(2026, 10, 20) / 1000)),
      content: SENTENCE,
    });
    entryId = (res.json() as { id: string }).id;
    expect((await call(a, 'POST', `${J}/${entryId}/assess`)).statusCode).toBe(202);
    // A cold offline assessor on a busy machine can take most of the default 30 s.
    await until(
      'the assessment',
      async () =>
        ((await call(a, 'GET', `${J}/${entryId}/assessment`)).json() as EntryAssessment).status === 'done',
      90_000,
    );
  }, 120_000);
  afterAll(() => t.dispose());

  it('the job stores the figures of its result', async () => {
    const done = (await call(a, 'GET', `${J}/${entryId}/assessment`)).json() as EntryAssessment;
    const row = await t.deps.db.kysely
      .selectFrom('assessment_figures')
      .selectAll()
      .where('journal_entry_id', '=', entryId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: a.id,
      day: '2026-11-20',
      words: 12,
      mistakes: done.data!.corrections.length,
      assessor: 'offline',
      model: null,
    });
    const p = await progress(a);
    expect(p.assessed_entries).toBe(1);
    expect(p.mistakes[0]!.words).toBe(12);
    expect(p.vocabulary.distinct_words).toBe(Number(row.lemmas));
  });

  it('an import computes the figures again from the imported assessments', async () => {
    const exported = await call(a, 'GET', '/api/account/export.json');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain('assessment_figures');
    const c = await createSignedInUser(t);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/account/import?file=${encodeURIComponent('inkwell-export.json')}&commit=1`,
      headers: { ...c.headers, 'content-type': 'application/octet-stream' },
      payload: exported.body,
    });
    expect(done.statusCode).toBe(200);
    const mine = await progress(a);
    const theirs = await progress(c);
    expect(theirs.assessed_entries).toBe(1);
    expect(theirs.mistakes).toEqual(mine.mistakes);
    expect(theirs.vocabulary.distinct_words).toBe(mine.vocabulary.distinct_words);
    expect(theirs.level).toEqual(mine.level);
    // The stored streak runs (decision 263) are rebuilt from the imported entries.
    expect(mine.streak.longest).toBe(1);
    expect(theirs.streak).toEqual(mine.streak);
  });
});
