import { dueResponse, sessionListItem, sessionWithModules } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, wordInDeck } from '../concepts/helpers.js';
import { createSignedInUser, createTestApp, type TestApp } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { richAccount, commitImport } from '../portability/support.js';
import { readySession } from './support.js';

/**
 * Card faces and session titles leave the server as data too (issue 26, decision 291): a catalog key
 * and its values beside the English text, which stays for older clients, old rows and export files.
 */
describe.each(ENGINES)('server text as data on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  const list = async (user: Awaited<ReturnType<typeof createSignedInUser>>) =>
    sessionListItem.array().parse((await call(t, user, 'GET', '/api/exercises/user/sessions')).body);

  it('a deck session sends its made title as a key and values, to its owner only', async () => {
    const owner = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const { id } = await readySession(t, owner, 'gato', 'perro', 'casa', 'día');
    const message = { key: 'session.title.deck', params: { concepts: 'gato, perro, casa', more: 1 } };

    const view = sessionWithModules.parse(
      (await call(t, owner, 'GET', `/api/exercises/sessions/${id}`)).body,
    );
    expect(view.session).toMatchObject({ title: 'Practice: gato, perro, casa…', title_message: message });
    expect((await list(owner)).find((s) => s.document_id === id)?.title_message).toEqual(message);

    expect((await call(t, other, 'GET', `/api/exercises/sessions/${id}`)).status).toBe(404);
    expect(await list(other)).toEqual([]);
  });

  it('a title the learner typed stays their text, with no message', async () => {
    const user = await createSignedInUser(t);
    const concept = (
      await call(t, user, 'POST', '/api/concepts/vocab', {
        word: 'luna',
        definition: 'moon',
        target_language: 'es',
      })
    ).body as { concept_id: string };
    const created = await call(t, user, 'POST', '/api/exercises/sessions', {
      concept_ids: [concept.concept_id],
      title: 'Mi repaso',
    });
    expect(created.status).toBe(201);
    expect(await list(user)).toMatchObject([{ title: 'Mi repaso', title_message: null }]);
  });

  it('a row made before migration 0037 still reads, by its English title', async () => {
    const user = await createSignedInUser(t);
    const { id } = await readySession(t, user, 'sol');
    await t.deps.db.kysely
      .updateTable('exercise_sessions')
      .set({ title: 'Practice: sol', title_message: null })
      .where('id', '=', id)
      .execute();
    const view = sessionWithModules.parse((await call(t, user, 'GET', `/api/exercises/sessions/${id}`)).body);
    expect(view.session).toMatchObject({ title: 'Practice: sol', title_message: null });
    expect(await list(user)).toMatchObject([{ title: 'Practice: sol', title_message: null }]);
  });

  it('a card face the server words itself carries its key beside the English text', async () => {
    const user = await createSignedInUser(t);
    // A discovered word with no meaning yet: the meaning side says so (decision 150).
    await wordInDeck(t, user, 'manzana');
    const due = dueResponse.parse((await call(t, user, 'GET', '/api/concepts/review/due')).body);
    const recognition = due.cards.find((c) => c.card_type === 'recognition')!;
    expect(recognition.front).toEqual({ text: 'manzana', hint: null });
    expect(recognition.back).toMatchObject({
      text: 'No meaning yet: add it on the Vocabulary page',
      text_message: { key: 'card.face.noMeaning', params: {} },
    });
  });

  it('export carries the title message and import restores it; a bad one is refused', async () => {
    const a = await createSignedInUser(t);
    await richAccount(t, a);
    const message = { key: 'session.title.deck', params: { concepts: 'store', more: 0 } };
    await t.deps.db.kysely
      .updateTable('exercise_sessions')
      .set({ title: 'Practice: store', title_message: JSON.stringify(message) })
      .where('user_id', '=', a.id)
      .where('title', '=', 'Deck practice')
      .execute();
    const exported = (
      await t.app.inject({ method: 'GET', url: '/api/account/export.json', headers: a.headers })
    ).body;
    type Doc = { sessions: { title: string; title_message?: unknown }[] };
    const doc = JSON.parse(exported) as Doc;
    const deck = doc.sessions.findIndex((s) => s.title === 'Practice: store');
    expect(doc.sessions[deck]?.title_message).toEqual(message);
    // A row of before 0037 exports no message and imports as it was.
    expect(doc.sessions.find((s) => s.title === 'Entry practice')?.title_message).toBeNull();

    const importInto = async (body: string) => {
      const b = await createSignedInUser(t);
      const res = await commitImport(t, b, body, 'mine.json');
      return { b, res };
    };
    const { b, res } = await importInto(exported);
    expect(res.statusCode, res.body).toBe(200);
    const imported = await list(b);
    expect(imported.find((s) => s.title === 'Practice: store')?.title_message).toEqual(message);
    expect(imported.find((s) => s.title === 'Entry practice')?.title_message).toBeNull();

    doc.sessions[deck]!.title_message = { key: 'session.title.unknown', params: {} };
    const bad = await importInto(JSON.stringify(doc));
    expect(bad.res.statusCode).toBe(400);
    expect(bad.res.json().detail).toMatch(/sessions\.\d+\.title_message/);
    expect(await list(bad.b)).toEqual([]);
  }, 60_000);
});
