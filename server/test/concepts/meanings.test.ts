import { randomUUID } from 'node:crypto';
import type { DueResponse, EntryAssessment, VocabCard } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_MEANING } from '../../src/concepts/faces.js';
import { recordDiscoveredVocab } from '../../src/concepts/service.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { call } from './helpers.js';

/** Vocabulary meanings (decision 150): cards say what a word means, in the learner's language, or ask for it. */

const CHECKER = '“simpatico” is not in the Spanish dictionary; did you mean “simpático”?';
const SENTENCE = 'El vendedor era muy simpatico y compramos mucho frutas.';

describe.each(ENGINES)('vocabulary meanings on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  const discover = async (user: TestUser, word: string, type: string, meaning?: string | null) => {
    const id = randomUUID();
    const item = { vocab_uuid: id, word, correction_type: type, context: SENTENCE, justification: CHECKER };
    await recordDiscoveredVocab(t.deps.db, user.id, null, 'es', [{ ...item, meaning }], t.deps.now());
    return id;
  };
  const addCards = (user: TestUser, id: string, extra: Record<string, unknown> = {}) =>
    call(t, user, 'POST', '/api/concepts/srs-cards', {
      concept_id: id,
      concept_type: 'vocab',
      card_types: ['recognition', 'recall'],
      ...extra,
    });
  const queue = async (user: TestUser) =>
    ((await call(t, user, 'GET', '/api/concepts/review/due?limit=100')).body as DueResponse).cards;
  const setMeaning = (user: TestUser, id: string, meaning: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/concepts/${id}/meaning`,
      headers: user.headers,
      payload: { meaning },
    });

  it('an accent fix is a spelling card: the meaning asks for the spelled word, never the checker message', async () => {
    const me = await createSignedInUser(t);
    const id = await discover(me, 'simpático', 'spelling', 'nice, friendly');
    const added = await addCards(me, id);
    expect(added.body).toMatchObject({ cards_created: 1, card_types: ['spelling'] });
    const [card, ...rest] = await queue(me);
    expect(rest).toEqual([]);
    expect(card).toMatchObject({
      card_type: 'spelling',
      front: { text: 'nice, friendly', hint: 'You wrote “simpatico”' },
      back: { text: 'simpático', hint: 'not “simpatico”' },
    });
    const shown = JSON.stringify([card!.front, card!.back]);
    expect(shown).not.toContain('dictionary');
    expect(shown).not.toContain(SENTENCE);
  });

  it('a spelling fix with no meaning prompts with the misspelling', async () => {
    const me = await createSignedInUser(t);
    await addCards(me, await discover(me, 'simpático', 'spelling', null));
    const [card] = await queue(me);
    expect(card!.front).toEqual({
      text: 'You wrote “simpatico”',
      hint: null,
      // The same words as a catalog key and values, which the web shows in the interface language (decision 291).
      text_message: { key: 'card.face.youWrote', params: { wrong: 'simpatico' } },
    });
    expect(card!.back.text).toBe('simpático');
  });

  it('a word without a meaning says so on its card, the learner gives one, and the card shows it', async () => {
    const me = await createSignedInUser(t);
    const id = await discover(me, 'muchas', 'vocabulary', null);
    await addCards(me, id);
    const before = await queue(me);
    const recognition = before.find((c) => c.card_type === 'recognition')!;
    expect(recognition.back.text).toBe(NO_MEANING);
    for (const c of before) expect(JSON.stringify([c.front, c.back])).not.toContain(CHECKER);

    const res = await setMeaning(me, id, '  many  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ concept_id: id, meaning: 'many' });
    const after = await queue(me);
    expect(after.find((c) => c.card_type === 'recognition')!.back.text).toBe('many');
    expect(after.find((c) => c.card_type === 'recall')!.front.text).toBe('many');
    const list = (await call(t, me, 'GET', '/api/concepts/vocab-cards')).body as VocabCard[];
    expect(list[0]).toMatchObject({ word: 'muchas', english_translation: 'many' });
  });

  it('the meaning typed when the card is made is kept; a dictionary meaning never replaces it', async () => {
    const me = await createSignedInUser(t);
    const id = await discover(me, 'mercado', 'vocabulary', null);
    expect((await addCards(me, id, { meaning: 'market' })).status).toBe(200);
    // The same word found again in a later entry, with a dictionary meaning: the learner's stays.
    await discover(me, 'mercado', 'vocabulary', 'fair, market');
    const list = (await call(t, me, 'GET', '/api/concepts/vocab-cards')).body as VocabCard[];
    expect(list.find((v) => v.word === 'mercado')?.english_translation).toBe('market');
  });

  it('an offline assessment gives each discovered word its meaning in the native language', async () => {
    const me = await createSignedInUser(t);
    const J = '/api/documents/journal';
    const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: me.headers, ...(payload ? { payload } : {}) });
    await send('PUT', '/api/auth/me', { target_language: 'es', native_language: 'de' });
    const entry = (
      await send('POST', `${J}/store/`, {
        date: String(Math.floor(Date.UTC(2026, 10, 20) / 1000)),
        content: 'Mañana voy a visitar a mi avuela.',
      })
    ).json() as { id: string };
    expect((await send('POST', `${J}/${entry.id}/assess`)).statusCode).toBe(202);
    let done: EntryAssessment | null = null;
    for (let i = 0; i < 600 && done?.status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      done = (await send('GET', `${J}/${entry.id}/assessment`)).json() as EntryAssessment;
    }
    const word = done!.data!.vocab_concepts.find((v) => v.word === 'abuela')!;
    expect(word.meaning).toMatch(/Großmutter/);
    await addCards(me, word.vocab_uuid);
    const [card] = await queue(me);
    expect(card).toMatchObject({ card_type: 'spelling', back: { text: 'abuela' } });
    expect(card!.front.text).toMatch(/Großmutter/);
  }, 60_000);

  it("user B cannot change user A's meaning, and a blank meaning is refused", async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    const id = await discover(a, 'fruta', 'vocabulary', 'fruit');
    await addCards(a, id);
    const res = await setMeaning(b, id, 'vandalised');
    expect(res.statusCode).toBe(404);
    expect((await setMeaning(a, id, '   ')).statusCode).toBe(400);
    expect((await setMeaning(a, id, 'x'.repeat(501))).statusCode).toBe(400);
    const list = (await call(t, a, 'GET', '/api/concepts/vocab-cards')).body as VocabCard[];
    expect(list[0]?.english_translation).toBe('fruit');
  });
});
