import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfile } from '../../src/profile/service.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';

describe.each(ENGINES)('GET and PUT /api/auth/me on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  const put = (user: TestUser, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/me', headers: user.headers, payload: payload as object });
  const get = (user: TestUser) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });

  it('answers an empty profile for a new user', async () => {
    const user = await createSignedInUser(t);
    const res = await get(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: user.email,
      email_verified: true,
      display_name: null,
      native_language: null,
      target_language: null,
      time_zone: null,
      variety: null,
      gender: null,
      interface_language: null,
    });
  });

  it('requires a bearer token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
  });

  it('updates the profile, trims the name and returns the updated user', async () => {
    const user = await createSignedInUser(t);
    const res = await put(user, {
      display_name: '  Ada Lovelace ',
      native_language: 'en',
      target_language: 'ko',
      time_zone: 'Asia/Seoul',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      display_name: 'Ada Lovelace',
      native_language: 'en',
      target_language: 'ko',
      time_zone: 'Asia/Seoul',
    });
    expect((await get(user)).json()).toMatchObject({ display_name: 'Ada Lovelace', target_language: 'ko' });
  });

  it('leaves missing fields unchanged and clears fields sent as null', async () => {
    const user = await createSignedInUser(t);
    await put(user, { display_name: 'Kim', native_language: 'en', target_language: 'ko' });
    const onlyZone = await put(user, { time_zone: 'Europe/Paris' });
    expect(onlyZone.json()).toMatchObject({
      display_name: 'Kim',
      target_language: 'ko',
      time_zone: 'Europe/Paris',
    });
    const cleared = await put(user, { display_name: null, native_language: null, target_language: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      display_name: null,
      native_language: null,
      target_language: null,
    });
  });

  it.each([
    [{ nickname: 'x' }, /unknown field\(s\) nickname/],
    [{ native_language: 'xx' }, /native_language: unknown language code/],
    [{ target_language: 42 }, /target_language:/],
    [{ display_name: 'a'.repeat(81) }, /display_name: must be at most 80 characters/],
    [{ display_name: '   ' }, /display_name: must not be blank/],
    [{ time_zone: 'Mars/Olympus' }, /time_zone: must be an IANA time zone such as Europe\/Paris/],
    [
      { native_language: 'fr', target_language: 'fr' },
      /^Native language and target language cannot be the same$/,
    ],
  ])('refuses %j with a 400 and a message', async (payload, message) => {
    const user = await createSignedInUser(t);
    const res = await put(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(message);
  });

  it('checks the same-language rule against the stored profile', async () => {
    const user = await createSignedInUser(t);
    await put(user, { native_language: 'de' });
    const res = await put(user, { target_language: 'de' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Native language and target language cannot be the same');
  });

  it('saves a regional variety of the target language and a grammatical gender, and reads them back', async () => {
    const user = await createSignedInUser(t);
    const res = await put(user, { target_language: 'pt', variety: 'pt-BR', gender: 'feminine' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ target_language: 'pt', variety: 'pt-BR', gender: 'feminine' });
    expect((await get(user)).json()).toMatchObject({ variety: 'pt-BR', gender: 'feminine' });
    expect((await put(user, { gender: null })).json()).toMatchObject({ variety: 'pt-BR', gender: null });
  });

  it('saves an interface language apart from the native language, and clears it with null', async () => {
    const user = await createSignedInUser(t);
    const res = await put(user, { native_language: 'ko', interface_language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ native_language: 'ko', interface_language: 'es' });
    expect((await put(user, { display_name: 'Ana' })).json().interface_language).toBe('es');
    expect((await put(user, { interface_language: null })).json()).toMatchObject({
      native_language: 'ko',
      interface_language: null,
    });
  });

  it.each([['ko'], ['xx'], [''], [3]])('refuses the interface language %j with a 400', async (code) => {
    const user = await createSignedInUser(t);
    const res = await put(user, { interface_language: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^interface_language: /);
  });

  it.each([
    [{ target_language: 'es', variety: 'pt-BR' }, /regional variety must belong to the target language/],
    [{ variety: 'pt-XX' }, /variety: unknown regional variety/],
    [{ gender: 'robot' }, /gender:/],
  ])('refuses variety/gender %j with a 400', async (payload, message) => {
    const user = await createSignedInUser(t);
    const res = await put(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(message);
  });

  it('refuses a variety of another language than the stored one, and clears a stale one when the language changes', async () => {
    const user = await createSignedInUser(t);
    await put(user, { target_language: 'es', variety: 'es-MX' });
    const wrong = await put(user, { variety: 'fr-CA' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('The regional variety must belong to the target language');
    const switched = await put(user, { target_language: 'fr' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ target_language: 'fr', variety: null });
  });

  it("keeps each user's profile to themselves", async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    await put(a, { display_name: 'Alice', target_language: 'es' });
    const seenByB = (await get(b)).json();
    expect(seenByB.email).toBe(b.email);
    expect(seenByB.display_name).toBeNull();
    await put(a, { variety: 'es-AR', gender: 'masculine' });
    expect((await get(b)).json()).toMatchObject({ variety: null, gender: null });
    await put(b, { display_name: 'Bob' });
    expect((await get(a)).json().display_name).toBe('Alice');
  });

  it('lets other domains read a profile with getProfile', async () => {
    const user = await createSignedInUser(t);
    await put(user, { target_language: 'la' });
    expect((await getProfile(t.deps.db, user.id))?.target_language).toBe('la');
    expect(await getProfile(t.deps.db, crypto.randomUUID())).toBeUndefined();
  });
});
