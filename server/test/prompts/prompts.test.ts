import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { J, store } from '../journal/support.js';

const P = '/api/prompts';

describe.each(ENGINES)('writing prompts on %s', (engine) => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });
  const put = (user: TestUser, url: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url, headers: user.headers, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await createSignedInUser(t);
    b = await createSignedInUser(t);
  });
  afterAll(() => t.dispose());

  it('asks for a target language first, then offers a bank prompt with its translation', async () => {
    const none = await get(a, `${P}/next`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ prompt: null, reason: expect.stringContaining('Profile Settings') });
    await put(a, '/api/auth/me', { target_language: 'de', native_language: 'en' });
    const res = await get(a, `${P}/next`);
    const { prompt } = res.json();
    // No analysis yet: the A2 band.
    expect(prompt).toMatchObject({ id: expect.stringMatching(/^a2-\d\d$/), level: 'A2' });
    expect(prompt.text).not.toBe(prompt.translation);
    expect(typeof prompt.translation).toBe('string');
  });

  it('skips excluded ids while others remain and refuses nothing for junk ids', async () => {
    const all = Array.from({ length: 20 }, (_, i) => `a2-${String(i + 1).padStart(2, '0')}`);
    const res = await get(a, `${P}/next?exclude=${all.slice(1).join(',')}`);
    expect(res.json().prompt.id).toBe('a2-01');
    expect((await get(a, `${P}/next?exclude=zz,../x`)).statusCode).toBe(200);
    expect((await get(a, `${P}/next?bogus=1`)).statusCode).toBe(400);
  });

  it('keeps the prompt with the entry started from it', async () => {
    const text = 'Was hast du gestern Abend gemacht?';
    const { status, entry } = await store(t, a, {
      date: 1_730_000_000,
      content: 'Ich habe gelesen.',
      prompt: { id: 'a2-01', text },
    });
    expect(status).toBe(200);
    expect(entry.prompt).toEqual({ id: 'a2-01', text });
    const again = await get(a, `${J}/${entry.id}`);
    expect(again.json().prompt).toEqual({ id: 'a2-01', text });
    const bad = await store(t, a, { date: 1_730_100_000, content: 'x', prompt: { id: 'nope', text } });
    expect(bad.status).toBe(400);
    // B cannot read A's entry, nor its prompt.
    expect((await get(b, `${J}/${entry.id}`)).statusCode).toBe(404);
  });

  it('turns prompts off per user and persists it', async () => {
    expect((await get(a, `${P}/settings`)).json()).toEqual({ writing_prompts: true });
    expect((await put(a, `${P}/settings`, { writing_prompts: false })).json()).toEqual({
      writing_prompts: false,
    });
    expect((await get(a, `${P}/next`)).json()).toEqual({
      prompt: null,
      reason: 'Writing prompts are turned off in Profile Settings.',
      can_generate: false,
    });
    // B's switch is B's own.
    expect((await get(b, `${P}/settings`)).json()).toEqual({ writing_prompts: true });
    expect((await put(a, `${P}/settings`, { writing_prompts: 'no' })).statusCode).toBe(400);
    // The profile fields are untouched by the switch.
    expect((await get(a, '/api/auth/me')).json()).toMatchObject({
      target_language: 'de',
      native_language: 'en',
    });
    await put(a, `${P}/settings`, { writing_prompts: true });
  });

  it('refuses prompt routes without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${P}/next` })).statusCode).toBe(401);
  });
});
