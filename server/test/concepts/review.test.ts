import { randomUUID } from 'node:crypto';
import { DUE_COUNT_CAP, type DueResponse, type ReviewResponse, type VocabCard } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDiscoveredVocab } from '../../src/concepts/service.js';
import { newCard } from '../../src/concepts/srs.js';
import { createSignedInUser, createTestApp, type TestApp } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { call, grammarBody, wordInDeck } from './helpers.js';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe.each(ENGINES)('FSRS review on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  const due = async (user: Awaited<ReturnType<typeof createSignedInUser>>, query = '') =>
    (await call(t, user, 'GET', `/api/concepts/review/due${query}`)).body as DueResponse;

  it("the due queue holds only the caller's due cards, soonest first", async () => {
    const me = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const mine = await wordInDeck(t, me, 'manzana');
    await wordInDeck(t, other, 'perro');
    await call(t, other, 'POST', '/api/concepts/srs-cards-with-data', grammarBody('Present perfect'));

    const queue = await due(me);
    expect(queue.due_count).toBe(2);
    expect(queue.cards).toHaveLength(2);
    expect(queue.cards.every((c) => c.concept_id === mine)).toBe(true);
    expect(queue.cards.map((c) => c.card_type).sort()).toEqual(['recall', 'recognition']);
    expect((await due(other)).due_count).toBe(4);

    // Answering one card moves it out of the queue until it is due again.
    const first = queue.cards[0]!;
    await call(t, me, 'POST', `/api/concepts/review/${first.card_id}`, { rating: 'good' });
    const after = await due(me);
    expect(after.due_count).toBe(1);
    expect(after.cards.map((c) => c.card_id)).not.toContain(first.card_id);
    t.clock.now += 10 * MIN;
    expect((await due(me)).cards.map((c) => c.card_id)).toContain(first.card_id);
  });

  it('the due queue and count take a deck kind: each deck page reviews its own cards', async () => {
    const me = await createSignedInUser(t);
    const word = await wordInDeck(t, me, 'mucho');
    const added = await call(t, me, 'POST', '/api/concepts/srs-cards-with-data', grammarBody('ser / estar'));
    expect(added.body).toMatchObject({ cards_created: 2, card_types: ['recognition', 'context'] });

    const grammar = await due(me, '?kind=grammar');
    expect(grammar.due_count).toBe(2);
    expect(grammar.cards.map((c) => c.concept_type)).toEqual(['grammar', 'grammar']);
    const vocab = await due(me, '?kind=vocab');
    expect(vocab.due_count).toBe(2);
    expect(vocab.cards.every((c) => c.concept_type === 'vocab' && c.concept_id === word)).toBe(true);
    expect((await due(me)).due_count).toBe(4);

    // A deck with nothing due counts 0 even while the other deck has due cards.
    for (const card of grammar.cards)
      await call(t, me, 'POST', `/api/concepts/review/${card.card_id}`, { rating: 'easy' });
    expect((await due(me, '?kind=grammar')).due_count).toBe(0);
    expect((await due(me, '?kind=grammar')).cards).toEqual([]);
    expect((await due(me, '?kind=vocab')).due_count).toBe(2);
    expect((await call(t, me, 'GET', '/api/concepts/review/due?kind=other')).status).toBe(400);
  });

  it('adding cards says which were created, and none again for cards already there', async () => {
    const me = await createSignedInUser(t);
    const first = await call(t, me, 'POST', '/api/concepts/vocab', { word: 'casa', definition: 'house' });
    expect(first.body).toMatchObject({ cards_created: 2, card_types: ['recognition', 'recall'] });
    const again = await call(t, me, 'POST', '/api/concepts/vocab', { word: 'casa', definition: 'home' });
    expect(again.body).toMatchObject({ cards_created: 0, card_types: [] });
  });

  it('each due card carries its faces and the interval each rating would give', async () => {
    const me = await createSignedInUser(t);
    await call(t, me, 'POST', '/api/concepts/vocab', {
      word: 'manzana',
      definition: 'apple',
      example: 'Una manzana roja.',
    });
    const queue = await due(me);
    const recognition = queue.cards.find((c) => c.card_type === 'recognition')!;
    const recall = queue.cards.find((c) => c.card_type === 'recall')!;
    expect(recognition).toMatchObject({
      concept_type: 'vocab',
      state: 'new',
      front: { text: 'manzana' },
      back: { text: 'apple', hint: 'Una manzana roja.' },
    });
    expect(recall).toMatchObject({
      front: { text: 'apple', hint: 'Una _____ roja.' },
      back: { text: 'manzana' },
    });
    expect(recognition.preview.again.interval_ms).toBe(MIN);
    expect(recognition.preview.hard.interval_ms).toBe(6 * MIN);
    expect(recognition.preview.good.interval_ms).toBe(10 * MIN);
    expect(recognition.preview.easy.interval_ms).toBeGreaterThanOrEqual(DAY);
    expect(recognition.preview.good.due).toBe(queue.now + 10 * MIN);
  });

  it('rating a card moves it New → Learning → Review → Relearning and logs every review', async () => {
    const me = await createSignedInUser(t);
    const concept = await wordInDeck(t, me, 'manzana');
    const card = (await due(me, `?concept_id=${concept}`)).cards.find((c) => c.card_type === 'recognition')!;
    const rate = async (rating: string) => {
      const res = await call(t, me, 'POST', `/api/concepts/review/${card.card_id}`, { rating });
      expect(res.status).toBe(200);
      return res.body as ReviewResponse;
    };

    const start = t.clock.now;
    const r1 = await rate('good');
    expect(r1.card).toMatchObject({ state: 'learning', due: start + 10 * MIN, reps: 1, last_review: start });

    t.clock.now = r1.card.due;
    const r2 = await rate('good');
    expect(r2.card.state).toBe('review');
    expect(r2.card.due).toBeGreaterThanOrEqual(t.clock.now + DAY);

    t.clock.now = r2.card.due;
    const r3 = await rate('again');
    expect(r3.card).toMatchObject({ state: 'relearning', lapses: 1, due: t.clock.now + 10 * MIN });

    const logs = await t.deps.db.kysely
      .selectFrom('review_logs')
      .selectAll()
      .where('card_id', '=', card.card_id)
      .orderBy('review')
      .execute();
    expect(logs.map((l) => [l.rating, l.state, l.user_id])).toEqual([
      [3, 0, me.id],
      [3, 1, me.id],
      [1, 2, me.id],
    ]);
    expect(logs.map((l) => l.id)).toEqual([r1.review_log_id, r2.review_log_id, r3.review_log_id]);

    const stored = await t.deps.db.kysely
      .selectFrom('cards')
      .selectAll()
      .where('id', '=', card.card_id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      state: 3,
      reps: 3,
      lapses: 1,
      due: r3.card.due,
      last_review: t.clock.now,
    });
    expect(stored.stability).toBeCloseTo(r3.card.stability, 10);

    // The deck shows the reviews and the states.
    const list = (await call(t, me, 'GET', '/api/concepts/vocab-cards')).body as VocabCard[];
    expect(list[0]).toMatchObject({
      total_reviews: 3,
      last_reviewed_at: t.clock.now,
      card_states: { new: 1, learning: 0, review: 0, relearning: 1 },
    });
  });

  it('Practice on one concept lists its cards even when they are not due', async () => {
    const me = await createSignedInUser(t);
    const concept = await wordInDeck(t, me, 'manzana');
    for (const c of (await due(me)).cards) {
      await call(t, me, 'POST', `/api/concepts/review/${c.card_id}`, { rating: 'easy' });
    }
    expect((await due(me)).due_count).toBe(0);
    const practice = await due(me, `?concept_id=${concept}&limit=10`);
    expect(practice.cards).toHaveLength(2);
    expect(practice.cards.every((c) => c.state === 'review')).toBe(true);
  });

  it('the due queue respects its limit, 100 at most', async () => {
    const me = await createSignedInUser(t);
    for (const w of ['uno', 'dos', 'tres']) await wordInDeck(t, me, w);
    const two = await due(me, '?limit=2');
    expect(two.cards).toHaveLength(2);
    expect(two.due_count).toBe(6);
    expect((await call(t, me, 'GET', '/api/concepts/review/due?limit=101')).status).toBe(400);
    expect((await call(t, me, 'GET', '/api/concepts/review/due?limit=100')).status).toBe(200);
  });

  it('counts due cards up to the cap', async () => {
    const me = await createSignedInUser(t);
    const now = t.clock.now;
    const words = Array.from({ length: DUE_COUNT_CAP + 1 }, (_, i) => ({
      vocab_uuid: randomUUID(),
      word: `palabra${i}`,
      correction_type: 'spelling',
      context: '',
      justification: '',
    }));
    await recordDiscoveredVocab(t.deps.db, me.id, null, 'es', words, now);
    const cards = words.map((w, i) => ({
      id: randomUUID(),
      user_id: me.id,
      concept_id: w.vocab_uuid,
      card_type: 'recognition' as const,
      ...newCard(now - i),
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < cards.length; i += 200) {
      await t.deps.db.kysely
        .insertInto('cards')
        .values(cards.slice(i, i + 200))
        .execute();
    }
    const queue = await due(me, '?limit=100');
    expect(queue.due_count).toBe(DUE_COUNT_CAP);
    expect(queue.cards).toHaveLength(100);
    // Soonest due first: the card created furthest in the past.
    expect(queue.cards[0]!.card_id).toBe(cards[cards.length - 1]!.id);
  });

  it('a bad rating is refused with a message', async () => {
    const me = await createSignedInUser(t);
    await wordInDeck(t, me, 'manzana');
    const card = (await due(me)).cards[0]!;
    for (const body of [{ rating: 'perfect' }, {}, { rating: 'good', extra: 1 }]) {
      const res = await call(t, me, 'POST', `/api/concepts/review/${card.card_id}`, body);
      expect(res.status).toBe(400);
      expect((res.body as { detail: string }).detail).toMatch(/rating|unknown field/);
    }
    const logs = await t.deps.db.kysely
      .selectFrom('review_logs')
      .select('id')
      .where('card_id', '=', card.card_id)
      .execute();
    expect(logs).toEqual([]);
  });
});
