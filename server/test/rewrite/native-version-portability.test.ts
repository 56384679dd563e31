import type { NativeVersionResponse } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeDeletedEntry } from '../../src/journal/entry-undo.js';
import { createSignedInUser, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import type { FakeLlm } from '../support/fake-llm.js';
import { strictModelApp } from '../support/model-module.js';
import { call, ENTRY, J, markAnalysed, NATIVE, storedRows, writeGermanEntry } from './support.js';
import { commitImport } from '../portability/support.js';

describe.each(ENGINES)('native-like versions in export, import and purge on %s', (engine) => {
  let t: TestApp;
  let llm: FakeLlm;
  let a: TestUser;
  beforeAll(async () => {
    ({ llm, t, a } = await strictModelApp(engine));
    llm.fallback = () => ({ json: { text: NATIVE } });
  });
  afterAll(async () => {
    await t.dispose();
    await llm.close();
  });

  it('exports the rewrite as its own section, imports it onto the new entry, and purges it with the entry', async () => {
    const e = await writeGermanEntry(t, a);
    await markAnalysed(t, a, e.id);
    expect((await call(t, a, 'POST', `${J}/${e.id}/native-version`, {})).statusCode).toBe(200);

    const exported = await call(t, a, 'GET', '/api/account/export.json');
    expect(exported.statusCode).toBe(200);
    const doc = exported.json();
    expect(doc.native_versions).toEqual([
      expect.objectContaining({
        journal_entry_id: expect.any(String),
        entry_version: e.version,
        content: NATIVE,
      }),
    ]);
    expect(JSON.stringify(doc.native_versions)).not.toContain(a.id);

    const c = await createSignedInUser(t);
    const imported = await commitImport(t, c, exported.body, 'export.json');
    expect(imported.statusCode).toBe(200);
    const mine = await t.deps.db.kysely
      .selectFrom('journal_entries')
      .select('id')
      .where('user_id', '=', c.id)
      .where('content', '=', ENTRY)
      .executeTakeFirstOrThrow();
    const read = await call(t, c, 'GET', `${J}/${mine.id}/native-version`);
    expect(read.json<NativeVersionResponse>().native_version).toMatchObject({ text: NATIVE });

    // A file whose rewrite is not text of an entry is refused whole.
    const bad = JSON.parse(exported.body);
    bad.native_versions[0].content = '   ';
    const refused = await commitImport(t, await createSignedInUser(t), JSON.stringify(bad), 'export.json');
    expect(refused.statusCode).toBe(400);

    expect((await call(t, a, 'DELETE', `${J}/${e.id}`)).statusCode).toBe(204);
    const { deleted_at } = await t.deps.db.kysely
      .selectFrom('journal_entries')
      .select('deleted_at')
      .where('id', '=', e.id)
      .executeTakeFirstOrThrow();
    await purgeDeletedEntry(t.deps.db.kysely, a.id, e.id, Number(deleted_at));
    expect(await storedRows(t, e.id)).toEqual([]);
    // C's imported copy belongs to another entry and stays.
    expect(await storedRows(t, mine.id)).toHaveLength(1);
  });
});
