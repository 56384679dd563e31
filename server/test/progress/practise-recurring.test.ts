import { moduleInput, type SessionStatusInfo } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mistakeKey } from '../../src/progress/figures.js';
import {
  createSignedInUser,
  createTestApp,
  storeEntry,
  type TestApp,
  type TestUser,
} from '../support/app.js';
import { ENGINES } from '../support/engines.js';

const URL = '/api/progress/recurring/practise';
const BUYED = mistakeKey('grammar', 'buyed', 'bought');
const FLAG = mistakeKey('grammar', 'goed', 'goed');

/** "Practise these" on /progress (decision 246): a session from the learner's own corrections only. */
describe.each(ENGINES)('practising a recurring mistake on %s', (engine) => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  const day = (n: number) => String(Math.floor(Date.UTC(2026, 10, n) / 1000));

  const mistake = (
    user: TestUser,
    entry: string,
    id: string,
    original: string,
    corrected: string,
    context: string,
  ) =>
    t.deps.db.kysely
      .insertInto('assessment_mistakes')
      .values({
        journal_entry_id: entry,
        correction_id: id,
        user_id: user.id,
        day: `2026-11-${id === 'c1' ? 20 : id === 'c4' ? 22 : 21}`,
        category: 'grammar',
        mistake_key: mistakeKey('grammar', original, corrected),
        original,
        corrected,
        context,
      })
      .execute();
  const practise = (user: TestUser, payload: unknown) =>
    t.app.inject({ method: 'POST', url: URL, headers: user.headers, payload: payload as object });

  beforeAll(async () => {
    // No job runner: the test reads the module input the session was created with.
    t = await createTestApp(engine, {}, { startJobs: false });
    [a, b] = [await createSignedInUser(t), await createSignedInUser(t)];
    for (const u of [a, b])
      await t.app.inject({
        method: 'PUT',
        url: '/api/auth/me',
        headers: u.headers,
        payload: { target_language: 'en', native_language: 'es' },
      });
    const e1 = (await storeEntry(t, a, 'Yesterday I buyed a apple.', day(20))) as { id: string };
    const e2 = (await storeEntry(t, a, 'Today I buyed bread and I goed home.', day(21))) as { id: string };
    const e3 = (await storeEntry(t, a, 'Then I buyed milk.', day(22))) as { id: string };
    await mistake(a, e1.id, 'c1', 'buyed', 'bought', 'Yesterday I buyed a apple.');
    await mistake(a, e2.id, 'c2', 'buyed', 'bought', 'Today I buyed bread and I goed home.');
    await mistake(a, e2.id, 'c3', 'goed', 'goed', 'Today I buyed bread and I goed home.');
    await mistake(a, e3.id, 'c4', 'buyed', 'bought', 'Then I buyed milk.');
    // The learner rejected the third entry's correction: it is not taught.
    await t.deps.db.kysely
      .insertInto('correction_states')
      .values({
        journal_entry_id: e3.id,
        user_id: a.id,
        correction_id: 'c4',
        accepted: 0,
        rejected: 1,
        updated_at: Date.now(),
      })
      .execute();
  }, 60_000);
  afterAll(() => t.dispose());

  it('the progress page names each recurring mistake by the key it sends back', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/progress?range=all', headers: a.headers });
    const keys = (res.json() as { recurring_mistakes: { key: string }[] }).recurring_mistakes.map(
      (m) => m.key,
    );
    expect(keys).toContain(BUYED);
  });

  it("creates a session from the learner's own accepted fixes, without a new concept", async () => {
    const concepts = async () =>
      (await t.deps.db.kysely.selectFrom('concepts').select('id').where('user_id', '=', a.id).execute())
        .length;
    const before = await concepts();
    const res = await practise(a, { key: BUYED });
    expect(res.statusCode).toBe(201);
    const info = res.json() as SessionStatusInfo;
    const modules = await t.deps.db.kysely
      .selectFrom('exercise_modules')
      .selectAll()
      .where('session_id', '=', info.session_id)
      .execute();
    expect(modules).toHaveLength(1);
    expect(modules[0]!.user_id).toBe(a.id);
    expect(modules[0]!.concept_id).toBeNull();
    const input = moduleInput.parse(JSON.parse(modules[0]!.input));
    expect(input).toMatchObject({ kind: 'grammar', language: 'en', nativeLanguage: 'es' });
    expect(input.mistakes.map((m) => m.sentence)).toEqual([
      'Today I buyed bread and I goed home.',
      'Yesterday I buyed a apple.',
    ]);
    expect(input.mistakes[0]!.correctedSentence).toBe('Today I bought bread and I goed home.');
    expect(await concepts()).toBe(before);
  });

  it('a flag is never practised', async () => {
    const res = await practise(a, { key: FLAG });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: 'Recurring mistake not found' });
  });

  it("user B cannot practise A's mistakes", async () => {
    const res = await practise(b, { key: BUYED });
    expect(res.statusCode).toBe(404);
    const sessions = await t.deps.db.kysely
      .selectFrom('exercise_sessions')
      .select('id')
      .where('user_id', '=', b.id)
      .execute();
    expect(sessions).toHaveLength(0);
  });

  it('refuses a body without a key with a message', async () => {
    const res = await practise(a, { mistake: 'buyed' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { detail: string }).detail).toBeTruthy();
  });
});
