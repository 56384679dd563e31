import type { DueResponse } from '@inkwell/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { call, detailOf, discoverWord, grammarBody, wordInDeck } from './helpers.js';

describe.each(ENGINES)('concepts: other users and bad input on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let intruder: TestUser;
  let wordId: string;
  let grammarId: string;
  let cardId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await createSignedInUser(t);
    intruder = await createSignedInUser(t);
    wordId = await wordInDeck(t, owner, 'manzana');
    const g = await call(
      t,
      owner,
      'POST',
      '/api/concepts/srs-cards-with-data',
      grammarBody('Present perfect'),
    );
    grammarId = (g.body as { concept_id: string }).concept_id;
    cardId = ((await call(t, owner, 'GET', '/api/concepts/review/due')).body as DueResponse).cards[0]!
      .card_id;
  });
  afterAll(() => t.dispose());

  it("another user's concept id or card id is not found on every route", async () => {
    const notDiscovered = await discoverWord(t, owner, 'perro');
    const attempts: [string, string, unknown?][] = [
      [
        'POST',
        '/api/concepts/srs-cards',
        { concept_id: notDiscovered, concept_type: 'vocab', card_types: ['recall'] },
      ],
      [
        'POST',
        '/api/concepts/srs-cards',
        { concept_id: wordId, concept_type: 'vocab', card_types: ['recall'] },
      ],
      ['GET', `/api/concepts/review/due?concept_id=${wordId}`],
      ['POST', `/api/concepts/review/${cardId}`, { rating: 'good' }],
      ['DELETE', `/api/concepts/${wordId}`],
      ['DELETE', `/api/concepts/${grammarId}`],
      ['GET', `/api/concepts/grammar/${grammarId}/study-guide`],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(t, intruder, method as 'GET', url, body);
      expect([method, url, res.status]).toEqual([method, url, 404]);
      expect(detailOf(res.body)).toMatch(/not found/);
    }
    // Nothing of the owner's changed, and the intruder sees none of it.
    const k = t.deps.db.kysely;
    expect(
      await k.selectFrom('cards').select('id').where('concept_id', '=', notDiscovered).execute(),
    ).toEqual([]);
    expect(await k.selectFrom('review_logs').select('id').execute()).toEqual([]);
    expect(
      await k.selectFrom('concepts').select('id').where('id', 'in', [wordId, grammarId]).execute(),
    ).toHaveLength(2);
    for (const url of [
      '/api/concepts/vocab-cards',
      '/api/concepts/grammar-cards',
      '/api/documents/progress/',
    ]) {
      expect((await call(t, intruder, 'GET', url)).body).toEqual([]);
    }
    expect(((await call(t, intruder, 'GET', '/api/concepts/review/due')).body as DueResponse).due_count).toBe(
      0,
    );
  });

  it('unknown ids are not found', async () => {
    const id = randomUUID();
    expect((await call(t, owner, 'POST', `/api/concepts/review/${id}`, { rating: 'good' })).status).toBe(404);
    expect((await call(t, owner, 'DELETE', `/api/concepts/${id}`)).status).toBe(404);
    expect((await call(t, owner, 'DELETE', '/api/concepts/not-a-uuid')).status).toBe(404);
    expect((await call(t, owner, 'GET', `/api/concepts/grammar/${id}/study-guide`)).status).toBe(404);
  });

  it('the grammar id is not a vocab concept for srs-cards', async () => {
    const res = await call(t, owner, 'POST', '/api/concepts/srs-cards', {
      concept_id: grammarId,
      concept_type: 'vocab',
      card_types: ['recognition'],
    });
    expect(res.status).toBe(404);
  });

  it('validation errors are 400 with a message naming the field', async () => {
    const cases: [string, string, unknown, RegExp][] = [
      [
        'POST',
        '/api/concepts/srs-cards',
        { concept_id: 'x', concept_type: 'vocab', card_types: ['recall'] },
        /concept_id/,
      ],
      [
        'POST',
        '/api/concepts/srs-cards',
        { concept_id: wordId, concept_type: 'grammar', card_types: ['recall'] },
        /concept_type/,
      ],
      [
        'POST',
        '/api/concepts/srs-cards',
        { concept_id: wordId, concept_type: 'vocab', card_types: [] },
        /card_types/,
      ],
      [
        'POST',
        '/api/concepts/srs-cards',
        { concept_id: wordId, concept_type: 'vocab', card_types: ['context'] },
        /card_types/,
      ],
      [
        'POST',
        '/api/concepts/srs-cards',
        { concept_id: wordId, concept_type: 'vocab', card_types: ['recall', 'recall'] },
        /card_types/,
      ],
      ['POST', '/api/concepts/srs-cards-with-data', grammarBody('  '), /concept_data.title/],
      [
        'POST',
        '/api/concepts/srs-cards-with-data',
        { ...grammarBody('X'), card_types: ['recall'] },
        /card_types/,
      ],
      [
        'POST',
        '/api/concepts/srs-cards-with-data',
        grammarBody('X', { examples: 'one' }),
        /concept_data.examples/,
      ],
      ['POST', '/api/concepts/vocab', { word: 'casa' }, /definition/],
      ['POST', '/api/concepts/vocab', { word: '', definition: 'house' }, /word/],
      ['POST', '/api/concepts/vocab', { word: 'casa', definition: 'house', admin: true }, /unknown field/],
      ['GET', '/api/concepts/review/due?concept_id=nope', undefined, /concept_id/],
      ['GET', '/api/concepts/review/due?limit=0', undefined, /limit/],
      ['GET', '/api/concepts/vocab-cards?limit=500', undefined, /limit/],
      ['GET', '/api/concepts/vocab-cards?sort=x', undefined, /unknown field/],
    ];
    for (const [method, url, body, message] of cases) {
      const res = await call(t, owner, method as 'GET', url, body);
      expect([url, res.status]).toEqual([url, 400]);
      expect(detailOf(res.body)).toMatch(message);
    }
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/concepts/vocab-cards' });
    expect(res.statusCode).toBe(401);
  });
});
