import { randomUUID } from 'node:crypto';
import type { AssessmentData, ProgressResponse } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAssessment } from '../../src/analysis/repo.js';
import { endAssessment } from '../../src/analysis/service.js';
import { setAnalysisState } from '../../src/journal/repo.js';
import { backfillFigures } from '../../src/progress/backfill.js';
import { mistakeKey } from '../../src/progress/figures.js';
import { addVocab, createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { storeOn } from '../journal/support.js';

const ZONE = 'Europe/Berlin';
/** 2026-04-02, noon in Berlin; clocks went forward on Sunday 2026-03-29. */
const NOW = Date.parse('2026-04-02T10:00:00Z');

const fix = (
  id: string,
  category: 'spelling' | 'grammar',
  original: string,
  corrected: string,
  context: string,
) => ({
  id,
  original,
  corrected,
  explanation: 'why',
  category,
  start: 0,
  end: original.length,
  context,
});

const data = (over: Partial<AssessmentData>): AssessmentData => ({
  feedback: '',
  corrections: [],
  student_language_level: 'B1',
  vocab_concepts: [],
  grammar: [],
  assessor: 'model',
  model: 'm1',
  language: 'en',
  notes: [],
  ...over,
});

describe.each(ENGINES)('progress figures on %s', (engine) => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  let body: ProgressResponse;

  /** Assesses an entry through the same transaction the job ends with. */
  async function assess(user: TestUser, entryId: string, d: AssessmentData) {
    const k = t.deps.db.kysely;
    await setAnalysisState(k, user.id, entryId, null, 'analyzing');
    await startAssessment(k, user.id, entryId, t.clock.now);
    await endAssessment(k, user.id, entryId, { done: d, sessionId: null }, t.clock.now);
  }

  const progress = async (user: TestUser, query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/progress?${query}`, headers: user.headers });
    return { status: res.statusCode, json: res.json() };
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { startJobs: false });
    a = await createSignedInUser(t);
    b = await createSignedInUser(t);
    t.clock.now = NOW;
    const on = (day: string, text: string) => storeOn(t, a, day, text, ZONE);
    const e1 = await on('2026-03-27', 'I buyed a apple');
    await on('2026-03-28', 'one two');
    await on('2026-03-29', 'three four five');
    const e2 = await on('2026-03-30', 'Yesterday I buyed bread');
    const gone = await on('2026-03-31', 'Zebra buyed');
    const e3 = await on('2026-04-01', 'Today I buyed an apple');
    await on('2026-04-02', 'six');
    await assess(
      a,
      e1.id,
      data({
        assessor: 'offline',
        model: null,
        student_language_level: 'A2',
        corrections: [
          fix('c1', 'spelling', 'buyed', 'bought', 'I buyed a apple'),
          fix('c2', 'grammar', 'a apple', 'an apple', 'I buyed a apple'),
        ],
      }),
    );
    await assess(
      a,
      e2.id,
      data({ corrections: [fix('c1', 'spelling', 'buyed', 'bought', 'Yesterday I buyed bread')] }),
    );
    await assess(
      a,
      gone.id,
      data({ corrections: [fix('c1', 'spelling', 'Buyed', 'bought', 'Zebra buyed')] }),
    );
    await assess(
      a,
      e3.id,
      data({ corrections: [fix('c1', 'spelling', 'buyed', 'bought', 'Today I buyed an apple')] }),
    );
    // A deleted entry (waiting out its undo window) counts nowhere.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/journal/${gone.id}`,
      headers: a.headers,
    });
    expect(del.statusCode).toBe(204);

    // A deck of one concept with a mature card, and reviews either side of Berlin's midnights.
    const { conceptId } = await addVocab(t, a, 'manzana', 'apple');
    const card = await t.deps.db.kysely
      .selectFrom('cards')
      .select('id')
      .where('concept_id', '=', conceptId)
      .executeTakeFirstOrThrow();
    await t.deps.db.kysely
      .updateTable('cards')
      .set({ state: 2, scheduled_days: 30 })
      .where('id', '=', card.id)
      .execute();
    const review = (at: string, state: number, rating: number) => ({
      id: randomUUID(),
      user_id: a.id,
      card_id: card.id,
      rating,
      state,
      due: 0,
      stability: 1,
      difficulty: 5,
      elapsed_days: 0,
      last_elapsed_days: 0,
      scheduled_days: 1,
      learning_steps: 0,
      review: Date.parse(at),
      created_at: Date.parse(at),
    });
    await t.deps.db.kysely
      .insertInto('review_logs')
      .values([
        review('2026-03-28T23:30:00Z', 2, 3), // 00:30 CET on the 29th
        review('2026-03-29T21:30:00Z', 2, 1), // 23:30 CEST on the 29th, "again"
        review('2026-03-29T22:30:00Z', 1, 3), // 00:30 CEST on the 30th (still the 29th in UTC)
      ])
      .execute();
    const res = await progress(a, `range=4w&time_zone=${encodeURIComponent(ZONE)}`);
    expect(res.status).toBe(200);
    body = res.json as ProgressResponse;
  }, 60_000);
  afterAll(() => t.dispose());

  it('scopes the range to the learner’s today and charts weeks', () => {
    expect([body.today, body.since, body.period, body.assessed_entries]).toEqual([
      '2026-04-02',
      '2026-03-06',
      'week',
      3,
    ]);
  });

  it('mistakes per 100 words by week and category, deleted entry left out', () => {
    expect(body.mistakes).toEqual([
      { period: '2026-03-23', words: 4, per_100_words: 50, by_category: { spelling: 25, grammar: 25 } },
      { period: '2026-03-30', words: 9, per_100_words: 22.2, by_category: { spelling: 22.2 } },
    ]);
  });

  it('marks where the assessor changed', () => {
    expect(body.assessor_runs).toEqual([
      { assessor: 'offline', model: null, first_day: '2026-03-27', last_day: '2026-03-27' },
      { assessor: 'model', model: 'm1', first_day: '2026-03-30', last_day: '2026-04-01' },
    ]);
  });

  it('level with a band as wide as the confidence is low', () => {
    expect(body.level).toEqual([
      { period: '2026-03-23', level: 2, low: 1.03, high: 2.97, confidence: 0.03 },
      { period: '2026-03-30', level: 3, low: 2.03, high: 3.97, confidence: 0.03 },
    ]);
  });

  it('words per week, heatmap and streaks from live entries on local days', () => {
    expect(body.words).toEqual([
      { period: '2026-03-23', count: 9 },
      { period: '2026-03-30', count: 10 },
    ]);
    expect(body.heatmap.map((d) => d.day)).toEqual([
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-04-01',
      '2026-04-02',
    ]);
    // With the deleted entry of the 31st the run would be seven days long.
    expect(body.streak).toEqual({ current: 2, longest: 4 });
  });

  it('vocabulary: word forms first used in live entries, and the deck', () => {
    expect(body.vocabulary).toEqual({
      distinct_words: 8,
      new_words: [
        { period: '2026-03-01', count: 6 },
        { period: '2026-04-01', count: 2 },
      ],
      concepts_in_deck: 1,
      mature_concepts: 1,
    });
  });

  it('reviews per local day across the DST change, and true retention of due reviews', () => {
    expect(body.reviews).toEqual({
      per_day: [
        { period: '2026-03-29', count: 2 },
        { period: '2026-03-30', count: 1 },
      ],
      retention: 0.5,
      due_reviews: 2,
    });
  });

  it('ranks recurring mistakes with examples from the learner’s own live entries', () => {
    expect(body.recurring_mistakes).toEqual([
      {
        key: mistakeKey('spelling', 'buyed', 'bought'),
        category: 'spelling',
        original: 'buyed',
        corrected: 'bought',
        entries: 3,
        examples: [
          { day: '2026-04-01', context: 'Today I buyed an apple' },
          { day: '2026-03-30', context: 'Yesterday I buyed bread' },
          { day: '2026-03-27', context: 'I buyed a apple' },
        ],
      },
    ]);
  });

  it('user B sees none of A’s figures', async () => {
    const res = await progress(b, 'range=all');
    expect(res.status).toBe(200);
    const other = res.json as ProgressResponse;
    expect(other.assessed_entries).toBe(0);
    expect([
      other.mistakes,
      other.words,
      other.heatmap,
      other.recurring_mistakes,
      other.reviews.per_day,
    ]).toEqual([[], [], [], [], []]);
    expect(other.vocabulary.distinct_words).toBe(0);
    expect(other.streak).toEqual({ current: 0, longest: 0 });
  });

  it('all time charts months; a bad range or zone is a 400 with a message', async () => {
    const all = (await progress(a, `range=all&time_zone=${ZONE}`)).json as ProgressResponse;
    expect(all.period).toBe('month');
    expect(all.mistakes.map((m) => [m.period, m.words])).toEqual([
      ['2026-03-01', 8],
      ['2026-04-01', 5],
    ]);
    const bad = await progress(a, 'range=5y');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toMatch(/range/);
    expect((await progress(a, 'time_zone=Mars/Base')).status).toBe(400);
  });

  it('the backfill computes the same figures again', async () => {
    const k = t.deps.db.kysely;
    for (const table of ['assessment_figures', 'assessment_mistakes', 'user_lemmas'] as const) {
      await k.deleteFrom(table).where('user_id', '=', a.id).execute();
    }
    expect(await backfillFigures(k, NOW)).toBe(3);
    const again = (await progress(a, `range=4w&time_zone=${ZONE}`)).json as ProgressResponse;
    expect(again).toEqual(body);
  });
});
