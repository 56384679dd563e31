import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/passwords.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { comparableExport, richAccount } from './support.js';

describe.each(ENGINES)('JSON export round trip on %s', (engine) => {
  let t: TestApp;
  let a: TestUser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await createSignedInUser(t);
    await richAccount(t, a);
  }, 120_000);
  afterAll(() => t.dispose());

  const exportOf = (u: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/account/export.json', headers: u.headers });

  it('export → delete account → new account → import → export gives the same document', async () => {
    const first = await exportOf(a);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toMatch(
      /^attachment; filename="inkwell-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const doc = first.json();
    expect(doc.entries.length).toBe(1);
    expect(doc.entries[0].assessment.status).toBe('done');
    expect(doc.profile).toMatchObject({ display_name: 'Ana', variety: 'en-GB', gender: 'feminine' });
    expect(doc.profile.writing_prompts).toBe(0);
    expect(doc.profile.interface_language).toBe('pt');
    expect(doc.entries[0]).toMatchObject({
      prompt_id: 'a2-01',
      prompt_text: 'What did you do yesterday evening?',
    });
    expect(doc.entries[0].correction_states.length).toBe(1);
    expect(
      doc.concepts.flatMap((c: { cards: { reviews: unknown[] }[] }) => c.cards.flatMap((x) => x.reviews))
        .length,
    ).toBe(1);
    expect(doc.sessions.flatMap((s: { answers: unknown[] }) => s.answers).length).toBe(1);

    await t.deps.db.kysely
      .updateTable('users')
      .set({ password_hash: await hashPassword('pw for the test 1') })
      .where('id', '=', a.id)
      .execute();
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: a.headers,
      payload: { current_password: 'pw for the test 1' },
    });
    expect(del.statusCode).toBe(204);

    const c = await createSignedInUser(t);
    const upload = (commit: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/account/import?file=${encodeURIComponent('inkwell-export.json')}&commit=${commit ? 1 : 0}`,
        headers: { ...c.headers, 'content-type': 'application/octet-stream' },
        payload: first.body,
      });
    const preview = await upload(false);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      create: [{ day: doc.entries[0].day }],
      conflicts: [],
      reviews: 1,
    });
    expect((await exportOf(c)).json().entries).toEqual([]);
    const done = await upload(true);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ created: 1, skipped: 0 });

    const second = await exportOf(c);
    expect(second.body).not.toContain(a.id);
    expect(comparableExport(second.body)).toEqual(comparableExport(first.body));
  });
});
