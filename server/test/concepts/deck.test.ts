import { randomUUID } from 'node:crypto';
import type { GrammarCard, ProgressDocument, StudyGuide, VocabCard } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDiscoveredVocab } from '../../src/concepts/service.js';
import { createSignedInUser, createTestApp, type TestApp } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { call, discoverWord, grammarBody, wordInDeck } from './helpers.js';

describe.each(ENGINES)('concept deck on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  it('srs-cards creates recognition and recall cards once; adding again creates none', async () => {
    const user = await createSignedInUser(t);
    const id = await discoverWord(t, user, 'manzana');
    const body = { concept_id: id, concept_type: 'vocab', card_types: ['recognition', 'recall'] };
    const first = await call(t, user, 'POST', '/api/concepts/srs-cards', body);
    expect(first).toMatchObject({ status: 200, body: { concept_id: id, cards_created: 2 } });
    const second = await call(t, user, 'POST', '/api/concepts/srs-cards', body);
    expect(second).toMatchObject({ status: 200, body: { cards_created: 0 } });
    const cards = await t.deps.db.kysely
      .selectFrom('cards')
      .selectAll()
      .where('concept_id', '=', id)
      .execute();
    expect(cards.map((c) => c.card_type).sort()).toEqual(['recall', 'recognition']);
    expect(cards.every((c) => c.state === 0 && c.user_id === user.id)).toBe(true);
  });

  it('a word discovered again in another entry keeps one concept; its new id is an alias', async () => {
    const user = await createSignedInUser(t);
    const first = await wordInDeck(t, user, 'perro');
    const again = await discoverWord(t, user, ' Perro ');
    const res = await call(t, user, 'POST', '/api/concepts/srs-cards', {
      concept_id: again,
      concept_type: 'vocab',
      card_types: ['recognition', 'recall'],
    });
    expect(res.body).toEqual({ concept_id: first, cards_created: 0, card_types: [] });
    const list = await call(t, user, 'GET', '/api/concepts/vocab-cards');
    expect((list.body as VocabCard[]).map((c) => c.concept_id)).toEqual([first]);
  });

  it('recordDiscoveredVocab is idempotent and answers the concept of each item', async () => {
    const user = await createSignedInUser(t);
    const items = [
      {
        vocab_uuid: randomUUID(),
        word: 'gato',
        correction_type: 'spelling',
        context: 'el gato',
        justification: 'x',
      },
    ];
    const a = await recordDiscoveredVocab(t.deps.db, user.id, null, 'es', items, t.deps.now());
    const b = await recordDiscoveredVocab(t.deps.db, user.id, null, 'es', items, t.deps.now());
    expect(a).toEqual([{ vocab_uuid: items[0]!.vocab_uuid, concept_id: items[0]!.vocab_uuid }]);
    expect(b).toEqual(a);
    const n = await t.deps.db.kysely
      .selectFrom('concepts')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(n).toHaveLength(1);
  });

  it('a discovered concept without cards is not in the deck', async () => {
    const user = await createSignedInUser(t);
    await discoverWord(t, user, 'casa');
    const list = await call(t, user, 'GET', '/api/concepts/vocab-cards?limit=100');
    expect(list).toMatchObject({ status: 200, body: [] });
  });

  it('vocab-cards answers the spec fields with card states and reviews', async () => {
    const user = await createSignedInUser(t);
    const id = await wordInDeck(t, user, 'manzana');
    const list = await call(t, user, 'GET', '/api/concepts/vocab-cards?limit=100');
    expect(list.body).toEqual([
      {
        concept_id: id,
        word: 'manzana',
        english_translation: null,
        romanization: null,
        pos: null,
        example_sentence_native: null,
        context: 'Comí una manzana.',
        justification: 'spelling',
        correction_type: 'vocabulary',
        target_language: 'es',
        card_states: { new: 2, learning: 0, review: 0, relearning: 0 },
        total_reviews: 0,
        last_reviewed_at: null,
        created_at: t.deps.now(),
        updated_at: t.deps.now(),
      },
    ]);
  });

  it('a word from a correction shows the learner’s corrected sentence as its example (decision 241)', async () => {
    const user = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const id = randomUUID();
    await recordDiscoveredVocab(
      t.deps.db,
      user.id,
      null,
      'es',
      [
        {
          vocab_uuid: id,
          word: 'manzana',
          // A spelling correction gets a spelling card instead (its own faces); a word choice keeps both.
          correction_type: 'vocabulary',
          context: 'Ayer comí una mansana roja.',
          justification: 'spelling',
        },
      ],
      t.deps.now(),
    );
    const add = { concept_id: id, concept_type: 'vocab', card_types: ['recognition', 'recall'] };
    expect((await call(t, user, 'POST', '/api/concepts/srs-cards', add)).status).toBe(200);
    const mine = 'Your sentence, this word corrected: “Ayer comí una manzana roja.”';
    const list = (await call(t, user, 'GET', '/api/concepts/vocab-cards')).body as VocabCard[];
    expect(list.map((c) => c.example_sentence_native)).toEqual([mine]);
    const due = (await call(t, user, 'GET', '/api/concepts/review/due')).body as {
      cards: { card_type: string; back: { hint: string | null } }[];
    };
    expect(due.cards.map((c) => c.back.hint)).toEqual([mine, mine]);
    // Another learner sees nothing of it.
    expect((await call(t, other, 'GET', '/api/concepts/vocab-cards')).body).toEqual([]);
  });

  it('srs-cards-with-data creates the grammar concept once by title and language', async () => {
    const user = await createSignedInUser(t);
    const first = await call(
      t,
      user,
      'POST',
      '/api/concepts/srs-cards-with-data',
      grammarBody('Present perfect'),
    );
    expect(first).toMatchObject({ status: 200, body: { cards_created: 2 } });
    const again = await call(
      t,
      user,
      'POST',
      '/api/concepts/srs-cards-with-data',
      grammarBody('present  PERFECT'),
    );
    expect(again.body).toEqual({
      concept_id: (first.body as { concept_id: string }).concept_id,
      cards_created: 0,
      card_types: [],
    });
    // The same title in another language is another concept.
    const other = await call(
      t,
      user,
      'POST',
      '/api/concepts/srs-cards-with-data',
      grammarBody('Present perfect', { target_language: 'de' }),
    );
    expect(other.body).toMatchObject({ cards_created: 2 });
    const list = await call(t, user, 'GET', '/api/concepts/grammar-cards?limit=100');
    const cards = list.body as GrammarCard[];
    expect(cards).toHaveLength(2);
    expect(cards.find((c) => c.target_language === 'en')).toMatchObject({
      title: 'Present perfect',
      description: 'have/has + past participle',
      examples: ['I has went home → I have gone home'],
      difficulty_level: 'intermediate',
      tags: ['verbs'],
      card_states: { new: 2, learning: 0, review: 0, relearning: 0 },
      total_reviews: 0,
      last_reviewed_at: null,
    });
  });

  it('grammar-cards defaults difficulty to beginner', async () => {
    const user = await createSignedInUser(t);
    const body = grammarBody('Articles');
    delete (body.concept_data as Record<string, unknown>).difficulty_level;
    await call(t, user, 'POST', '/api/concepts/srs-cards-with-data', body);
    const list = await call(t, user, 'GET', '/api/concepts/grammar-cards');
    expect((list.body as GrammarCard[])[0]?.difficulty_level).toBe('beginner');
  });

  it('limits the lists to the limit asked, 100 at most', async () => {
    const user = await createSignedInUser(t);
    const rows = Array.from({ length: 105 }, (_, i) => ({
      vocab_uuid: randomUUID(),
      word: `palabra${i}`,
      correction_type: 'spelling',
      context: '',
      justification: '',
    }));
    await recordDiscoveredVocab(t.deps.db, user.id, null, 'es', rows, t.deps.now());
    await t.deps.db.kysely
      .insertInto('cards')
      .values(
        rows.map((r) => ({
          id: randomUUID(),
          user_id: user.id,
          concept_id: r.vocab_uuid,
          card_type: 'recognition' as const,
          due: t.deps.now(),
          stability: 0,
          difficulty: 0,
          elapsed_days: 0,
          scheduled_days: 0,
          learning_steps: 0,
          reps: 0,
          lapses: 0,
          state: 0,
          last_review: null,
          created_at: t.deps.now(),
          updated_at: t.deps.now(),
        })),
      )
      .execute();
    expect(((await call(t, user, 'GET', '/api/concepts/vocab-cards')).body as unknown[]).length).toBe(100);
    expect(((await call(t, user, 'GET', '/api/concepts/vocab-cards?limit=7')).body as unknown[]).length).toBe(
      7,
    );
    const over = await call(t, user, 'GET', '/api/concepts/vocab-cards?limit=101');
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ detail: 'limit: must be at most 100', code: 'bad_request' });
    for (const bad of ['0', 'abc', '1.5']) {
      expect((await call(t, user, 'GET', `/api/concepts/grammar-cards?limit=${bad}`)).status).toBe(400);
    }
  });

  it('Add Vocab creates the word with its two cards; adding it again updates the definition only', async () => {
    const user = await createSignedInUser(t);
    const res = await call(t, user, 'POST', '/api/concepts/vocab', {
      word: 'Schmetterling',
      definition: 'butterfly',
      example: 'Der Schmetterling fliegt.',
      target_language: 'de',
    });
    expect(res).toMatchObject({ status: 200, body: { cards_created: 2 } });
    const again = await call(t, user, 'POST', '/api/concepts/vocab', {
      word: 'schmetterling',
      definition: 'a butterfly (insect)',
      target_language: 'de',
    });
    expect(again.body).toEqual({
      concept_id: (res.body as { concept_id: string }).concept_id,
      cards_created: 0,
      card_types: [],
    });
    const list = (await call(t, user, 'GET', '/api/concepts/vocab-cards')).body as VocabCard[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      word: 'Schmetterling',
      english_translation: 'a butterfly (insect)',
      example_sentence_native: 'Der Schmetterling fliegt.',
      card_states: { new: 2, learning: 0, review: 0, relearning: 0 },
    });
  });

  it('Add Vocab fills in the meaning of a word an assessment found', async () => {
    const user = await createSignedInUser(t);
    const id = await wordInDeck(t, user, 'manzana');
    const res = await call(t, user, 'POST', '/api/concepts/vocab', {
      word: 'manzana',
      definition: 'apple',
      target_language: 'es',
    });
    expect(res.body).toEqual({ concept_id: id, cards_created: 0, card_types: [] });
    const list = (await call(t, user, 'GET', '/api/concepts/vocab-cards')).body as VocabCard[];
    expect(list[0]?.english_translation).toBe('apple');
  });

  it('DELETE removes the concept, its cards and their review logs', async () => {
    const user = await createSignedInUser(t);
    const id = await wordInDeck(t, user, 'manzana');
    const due = await call(t, user, 'GET', `/api/concepts/review/due?concept_id=${id}`);
    const cardId = (due.body as { cards: { card_id: string }[] }).cards[0]!.card_id;
    await call(t, user, 'POST', `/api/concepts/review/${cardId}`, { rating: 'good' });
    const del = await call(t, user, 'DELETE', `/api/concepts/${id}`);
    expect(del.status).toBe(204);
    const k = t.deps.db.kysely;
    expect(await k.selectFrom('concepts').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(await k.selectFrom('cards').select('id').where('concept_id', '=', id).execute()).toEqual([]);
    expect(await k.selectFrom('review_logs').select('id').where('card_id', '=', cardId).execute()).toEqual(
      [],
    );
    expect((await call(t, user, 'DELETE', `/api/concepts/${id}`)).status).toBe(404);
  });

  it('progress documents follow the card states', async () => {
    const user = await createSignedInUser(t);
    const word = await wordInDeck(t, user, 'manzana');
    const grammar = await call(
      t,
      user,
      'POST',
      '/api/concepts/srs-cards-with-data',
      grammarBody('Present perfect'),
    );
    const grammarId = (grammar.body as { concept_id: string }).concept_id;
    const before = (await call(t, user, 'GET', '/api/documents/progress/')).body as ProgressDocument[];
    expect(before).toHaveLength(2);
    expect(before.every((d) => d.data.mastery_level === 'learning')).toBe(true);
    expect(before.find((d) => d.id === grammarId)?.data).toEqual({
      concept_type: 'grammar',
      concept_id: grammarId,
      mastery_level: 'learning',
    });

    // Easy on both cards of the word sends them to Review: mastered.
    const due = await call(t, user, 'GET', `/api/concepts/review/due?concept_id=${word}`);
    for (const c of (due.body as { cards: { card_id: string }[] }).cards) {
      await call(t, user, 'POST', `/api/concepts/review/${c.card_id}`, { rating: 'easy' });
    }
    // Good on one grammar card: practicing.
    const gdue = await call(t, user, 'GET', `/api/concepts/review/due?concept_id=${grammarId}`);
    const gcard = (gdue.body as { cards: { card_id: string }[] }).cards[0]!.card_id;
    await call(t, user, 'POST', `/api/concepts/review/${gcard}`, { rating: 'good' });

    const after = (await call(t, user, 'GET', '/api/documents/progress')).body as ProgressDocument[];
    expect(after.find((d) => d.id === word)?.data.mastery_level).toBe('mastered');
    expect(after.find((d) => d.id === grammarId)?.data.mastery_level).toBe('practicing');
  });

  it('study guide is built from the grammar concept itself', async () => {
    const user = await createSignedInUser(t);
    const res = await call(
      t,
      user,
      'POST',
      '/api/concepts/srs-cards-with-data',
      grammarBody('Present perfect'),
    );
    const id = (res.body as { concept_id: string }).concept_id;
    const guide = await call(t, user, 'GET', `/api/concepts/grammar/${id}/study-guide`);
    expect(guide.status).toBe(200);
    expect(guide.body as StudyGuide).toEqual({
      explanation: 'Present perfect (intermediate): have/has + past participle',
      examples: [],
      common_mistakes: [{ mistake: 'has went', correction: 'have gone' }],
      source: 'offline',
    });
    // A vocab concept has no grammar study guide.
    const word = await wordInDeck(t, user, 'manzana');
    expect((await call(t, user, 'GET', `/api/concepts/grammar/${word}/study-guide`)).status).toBe(404);
  });
});
