import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEntryAssessment, startAssessment } from '../../src/analysis/repo.js';
import { dueQueuePage } from '../../src/concepts/repo.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { call, wordInDeck } from '../concepts/helpers.js';

// The joined reads of decision 319 put two tables in one statement; each table is scoped by the caller,
// so another learner's row can never join in, and a foreign id finds nothing.
describe.each(ENGINES)('one-statement reads on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { startJobs: false });
  });
  afterAll(() => t.dispose());

  const store = async (user: TestUser, day: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documents/journal/store/',
      headers: user.headers,
      payload: { date: String(Date.UTC(2026, 0, day) / 1000), content: 'Hola.', time_zone: 'UTC' },
    });
    expect(res.statusCode).toBeLessThan(300);
    return (res.json() as { id: string }).id;
  };

  it("an entry's assessment: only the owner's, of the owner's live entry", async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    const k = t.deps.db.kysely;
    const entry = await store(a, 1);
    expect(await findEntryAssessment(k, a.id, entry)).toEqual({ assessment: null });
    // An assessment row of the entry owned by someone else (never written by the app) does not join.
    await startAssessment(k, b.id, entry, t.deps.now());
    expect(await findEntryAssessment(k, a.id, entry)).toEqual({ assessment: null });
    expect(await findEntryAssessment(k, b.id, entry)).toBeUndefined();
    await k.deleteFrom('assessments').where('journal_entry_id', '=', entry).execute();
    await startAssessment(k, a.id, entry, t.deps.now());
    expect((await findEntryAssessment(k, a.id, entry))?.assessment).toMatchObject({
      journal_entry_id: entry,
      user_id: a.id,
      status: 'analyzing',
    });
    expect(await findEntryAssessment(k, b.id, entry)).toBeUndefined();
    // A deleted entry (in its undo window) has nothing to show.
    expect((await call(t, a, 'DELETE', `/api/documents/journal/${entry}`)).status).toBeLessThan(300);
    expect(await findEntryAssessment(k, a.id, entry)).toBeUndefined();
  });

  it('the review page and its count: the caller’s cards only, the count even with an empty page', async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    const k = t.deps.db.kysely;
    await wordInDeck(t, a, 'manzana');
    const now = t.deps.now() + 1;
    const mine = await dueQueuePage(k, a.id, now, 20, 1000);
    expect(mine.cards.length).toBeGreaterThan(0);
    expect(mine.cards.every((c) => c.user_id === a.id && c.concept.word === 'manzana')).toBe(true);
    expect(mine.dueCount).toBe(mine.cards.length);
    // No page asked for: the count still comes (the left join's row of nulls is no card).
    expect(await dueQueuePage(k, a.id, now, 0, 1000)).toEqual({ cards: [], dueCount: mine.dueCount });
    expect(await dueQueuePage(k, b.id, now, 20, 1000)).toEqual({ cards: [], dueCount: 0 });
  });
});
