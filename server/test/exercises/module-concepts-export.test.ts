import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, type TestApp } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { mergedSpellingSession } from './spelling-session.js';
import { commitImport } from '../portability/support.js';

/** A merged spelling module's concepts travel through the JSON export and import (decision 188). */
describe.each(ENGINES)('merged module concepts in the JSON export on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  it('exports every concept of the module as refs and imports them as the new account’s concepts', async () => {
    const ana = await createSignedInUser(t);
    const { concepts } = await mergedSpellingSession(t, ana);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/account/export.json',
      headers: ana.headers,
    });
    expect(exported.statusCode).toBe(200);
    const doc = exported.json() as {
      sessions: { modules: { concept_title: string; concept_ids: unknown }[] }[];
    };
    const module = doc.sessions[0]!.modules.find((m) => m.concept_title === 'Después, simpático')!;
    expect(module.concept_ids).toEqual(concepts);

    const bea = await createSignedInUser(t);
    const imported = await commitImport(t, bea, exported.body);
    expect(imported.statusCode).toBe(200);
    const row = await t.deps.db.kysely
      .selectFrom('exercise_modules')
      .select(['concept_id', 'concept_ids'])
      .where('user_id', '=', bea.id)
      .where('concept_title', '=', 'Después, simpático')
      .executeTakeFirstOrThrow();
    const ids = JSON.parse(row.concept_ids!) as string[];
    expect(row.concept_id).toBe(ids[0]);
    const words = await t.deps.db.kysely
      .selectFrom('concepts')
      .select(['id', 'word'])
      .where('user_id', '=', bea.id)
      .where('id', 'in', ids)
      .execute();
    expect(ids.map((id) => words.find((w) => w.id === id)?.word)).toEqual(['Después', 'simpático']);
  });
});
