import type { AssessmentData } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAssessment } from '../../src/analysis/repo.js';
import { endAssessment } from '../../src/analysis/service.js';
import { setAnalysisState } from '../../src/journal/repo.js';
import { rebuildSummaryOf } from '../../src/progress/summary.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { storeOn } from '../journal/support.js';

// The stored runs of writing days and distinct-word count (decision 263), kept by the real create,
// delete and undo paths, against hand-computed figures, and equal to a rebuild from scratch.

const NOW = Date.parse('2026-04-10T12:00:00Z');

const data = (): AssessmentData => ({
  feedback: '',
  corrections: [],
  student_language_level: 'B1',
  vocab_concepts: [],
  grammar: [],
  assessor: 'offline',
  model: null,
  language: 'en',
  notes: [],
});

describe.each(ENGINES)('progress summary rows on %s', (engine) => {
  let t: TestApp;
  let a: TestUser;
  const ids = new Map<string, string>();

  const runs = () =>
    t.deps.db.kysely
      .selectFrom('writing_runs')
      .select(['first_day', 'last_day', 'days'])
      .where('user_id', '=', a.id)
      .orderBy('first_day')
      .execute();
  const words = async () =>
    (
      await t.deps.db.kysely
        .selectFrom('progress_counters')
        .select('distinct_words')
        .where('user_id', '=', a.id)
        .executeTakeFirst()
    )?.distinct_words;
  const streak = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/progress?range=all&time_zone=UTC',
      headers: a.headers,
    });
    return res.json().streak as { current: number; longest: number };
  };
  const call = async (method: 'DELETE' | 'POST', url: string) =>
    (await t.app.inject({ method, url: `/api/documents/journal/${url}`, headers: a.headers })).statusCode;

  async function assess(entryId: string) {
    const k = t.deps.db.kysely;
    await setAnalysisState(k, a.id, entryId, null, 'analyzing');
    await startAssessment(k, a.id, entryId, t.clock.now);
    await endAssessment(k, a.id, entryId, { done: data(), sessionId: null }, t.clock.now);
  }

  /** The rows as a rebuild from the entries computes them must equal the kept ones. */
  async function expectRebuildAgrees() {
    const kept = { runs: await runs(), words: await words() };
    await t.deps.db.kysely.transaction().execute((trx) => rebuildSummaryOf(trx, engine, a.id));
    expect({ runs: await runs(), words: await words() }).toEqual(kept);
  }

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { startJobs: false });
    a = await createSignedInUser(t);
    t.clock.now = NOW;
    // Written out of order: 04-01, 04-03 (alone), then 04-02 joins them; 04-05..04-06, and 04-09..04-10.
    const texts: [string, string][] = [
      ['2026-04-01', 'apple bread'],
      ['2026-04-03', 'bread cheese'],
      ['2026-04-02', 'apple dates'],
      ['2026-04-05', 'eggs'],
      ['2026-04-06', 'figs eggs'],
      ['2026-04-09', 'grapes'],
      ['2026-04-10', 'honey grapes'],
    ];
    for (const [day, text] of texts) {
      const e = await storeOn(t, a, day, text);
      ids.set(day, e.id);
      await assess(e.id);
    }
  });
  afterAll(() => t.dispose());

  it('joins a day into the runs either side of it', async () => {
    expect(await runs()).toEqual([
      { first_day: '2026-04-01', last_day: '2026-04-03', days: 3 },
      { first_day: '2026-04-05', last_day: '2026-04-06', days: 2 },
      { first_day: '2026-04-09', last_day: '2026-04-10', days: 2 },
    ]);
    // apple bread cheese dates eggs figs grapes honey
    expect(await words()).toBe(8);
    expect(await streak()).toEqual({ current: 2, longest: 3 });
    await expectRebuildAgrees();
  });

  it('splits a run where an entry is deleted, drops its first uses, and undo puts both back', async () => {
    expect(await call('DELETE', ids.get('2026-04-02')!)).toBe(204);
    expect(await runs()).toEqual([
      { first_day: '2026-04-01', last_day: '2026-04-01', days: 1 },
      { first_day: '2026-04-03', last_day: '2026-04-03', days: 1 },
      { first_day: '2026-04-05', last_day: '2026-04-06', days: 2 },
      { first_day: '2026-04-09', last_day: '2026-04-10', days: 2 },
    ]);
    // "dates" was first used on 04-02 ("apple" on 04-01).
    expect(await words()).toBe(7);
    expect(await streak()).toEqual({ current: 2, longest: 2 });
    await expectRebuildAgrees();

    expect(await call('DELETE', ids.get('2026-04-10')!)).toBe(204);
    expect((await runs()).at(-1)).toEqual({ first_day: '2026-04-09', last_day: '2026-04-09', days: 1 });
    expect(await words()).toBe(6); // "honey"
    expect(await streak()).toEqual({ current: 1, longest: 2 });
    await expectRebuildAgrees();

    expect(await call('POST', `${ids.get('2026-04-02')!}/restore`)).toBe(200);
    expect(await call('POST', `${ids.get('2026-04-10')!}/restore`)).toBe(200);
    expect(await runs()).toEqual([
      { first_day: '2026-04-01', last_day: '2026-04-03', days: 3 },
      { first_day: '2026-04-05', last_day: '2026-04-06', days: 2 },
      { first_day: '2026-04-09', last_day: '2026-04-10', days: 2 },
    ]);
    expect(await words()).toBe(8);
    await expectRebuildAgrees();
  });

  it('deleting the only day of a run removes the run; a first entry on a free day adds one', async () => {
    expect(await call('DELETE', ids.get('2026-04-05')!)).toBe(204);
    expect(await call('DELETE', ids.get('2026-04-06')!)).toBe(204);
    expect((await runs()).map((r) => r.first_day)).toEqual(['2026-04-01', '2026-04-09']);
    // eggs, figs gone
    expect(await words()).toBe(6);
    const e = await storeOn(t, a, '2026-04-07', 'kiwi');
    await assess(e.id);
    expect((await runs()).map((r) => [r.first_day, r.days])).toEqual([
      ['2026-04-01', 3],
      ['2026-04-07', 1],
      ['2026-04-09', 2],
    ]);
    expect(await words()).toBe(7);
    await expectRebuildAgrees();
  });

  it('a day written just before a run starts it earlier (its first day, the key, moves)', async () => {
    await storeOn(t, a, '2026-03-31', 'lemons');
    expect((await runs()).map((r) => [r.first_day, r.last_day, r.days])).toEqual([
      ['2026-03-31', '2026-04-03', 4],
      ['2026-04-07', '2026-04-07', 1],
      ['2026-04-09', '2026-04-10', 2],
    ]);
    await expectRebuildAgrees();
  });
});
