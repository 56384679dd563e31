import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCard, saveReview } from '../../src/concepts/repo.js';
import { rateCard } from '../../src/concepts/srs.js';
import { createSignedInUser, createTestApp, type TestApp } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { call, wordInDeck } from './helpers.js';

// saveReview is one statement on PostgreSQL and a transaction on SQLite (decision 311): on both, the
// card moves and its log is written only while the card still has the review count it was rated from.
describe.each(ENGINES)('saving a review on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { startJobs: false });
  });
  afterAll(() => t.dispose());

  it('two answers rated from the same card: the first saves card and log, the second nothing', async () => {
    const me = await createSignedInUser(t);
    await wordInDeck(t, me, 'manzana');
    const due = (await call(t, me, 'GET', '/api/concepts/review/due')).body as {
      cards: { card_id: string }[];
    };
    const k = t.deps.db.kysely;
    const card = (await findCard(k, me.id, due.cards[0]!.card_id))!;
    const now = t.clock.now;
    const save = (rating: 'good' | 'again') => {
      const next = rateCard(card, rating, now);
      return saveReview(k, me.id, card.id, card.reps, next.card, { ...next.log, id: randomUUID() }, now);
    };
    expect(await save('good')).toBe(true);
    expect(await save('again')).toBe(false);
    const logs = await k.selectFrom('review_logs').selectAll().where('card_id', '=', card.id).execute();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      user_id: me.id,
      rating: rateCard(card, 'good', now).log.rating,
      source: 'review',
    });
    expect((await findCard(k, me.id, card.id))!.reps).toBe(card.reps + 1);
    // Another user's card id saves nothing.
    const other = await createSignedInUser(t);
    const next = rateCard(card, 'good', now);
    expect(
      await saveReview(
        k,
        other.id,
        card.id,
        card.reps + 1,
        next.card,
        { ...next.log, id: randomUUID() },
        now,
      ),
    ).toBe(false);
  });
});
