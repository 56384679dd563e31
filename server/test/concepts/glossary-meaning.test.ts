import { glossaryMeaningResponse } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';

/** Add Vocab fills the meaning from the shipped glossary, in the learner's own language pair (issue 22). */
describe.each(ENGINES)('glossary meaning for Add Vocab on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  const languages = (user: TestUser, target: string, native: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: user.headers,
      payload: { target_language: target, native_language: native },
    });
  const meaningOf = (user: TestUser, word: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/concepts/glossary?word=${encodeURIComponent(word)}`,
      headers: user.headers,
    });

  it('gives the meaning of a known word in the native language, under its dictionary form', async () => {
    const me = await createSignedInUser(t);
    await languages(me, 'es', 'en');
    const res = await meaningOf(me, 'abuela');
    expect(res.statusCode).toBe(200);
    const body = glossaryMeaningResponse.parse(res.json());
    expect(body).toMatchObject({ word: 'abuela', lemma: 'abuela' });
    expect(body.meaning).toMatch(/grandmother/);
  });

  it('follows each learner’s own pair: another user learning German from English gets its meaning', async () => {
    const other = await createSignedInUser(t);
    await languages(other, 'es', 'de');
    expect(glossaryMeaningResponse.parse((await meaningOf(other, 'abuela')).json()).meaning).toMatch(
      /Großmutter/,
    );
  });

  it('answers null for an unknown word or a learner without languages, and 400 for a blank word', async () => {
    const me = await createSignedInUser(t);
    expect((await meaningOf(me, 'abuela')).json()).toEqual({ word: 'abuela', meaning: null, lemma: null });
    await languages(me, 'es', 'en');
    expect((await meaningOf(me, 'xqzptl')).json()).toMatchObject({ meaning: null });
    const blank = await meaningOf(me, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toHaveProperty('detail');
  });

  it('asks who is signed in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/concepts/glossary?word=abuela' });
    expect(res.statusCode).toBe(401);
  });
});
