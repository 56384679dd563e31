import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hashPassword } from '../../src/auth/passwords.js';
import { registerOwnedTable } from '../../src/db/owned-registry.js';
import type { OwnedTable } from '../../src/db/owned.js';
import {
  createSignedInUser,
  createTestApp,
  storeEntry,
  type TestApp,
  type TestUser,
} from '../support/app.js';
import { ENGINES } from '../support/engines.js';

/**
 * A test domain's throwaway table, declared once as a domain declares its own (db/owned.ts): the
 * export, the import, account deletion and entry purge take it up with no edit anywhere else.
 */
const stickers: OwnedTable = {
  table: 'test_stickers',
  owner: 'user_id',
  refersTo: ['journal_entries'],
  entry: { column: 'journal_entry_id', onPurge: 'delete' },
  json: { shape: z.object({ colour: z.string() }) },
  export: {
    kind: 'section',
    section: {
      name: 'stickers',
      record: z
        .object({
          ref: z.string(),
          journal_entry_id: z.string().nullable(),
          label: z.string().max(40),
          shape: z.object({ colour: z.string() }),
          created_at: z.number().int(),
        })
        .strict(),
      order: ['created_at', 'id'],
      refs: { journal_entry_id: 'entries' },
    },
  },
  estimate: { perRow: 100 },
};

/**
 * A child table of the throwaway one, declared the same way: its rows belong to a sticker (`parent`), so
 * the export nests them in each sticker's record, the import points them at the sticker's new row, and
 * they go with their sticker — still with no edit outside the declarations.
 */
const stickerNotes: OwnedTable = {
  table: 'test_sticker_notes',
  owner: 'user_id',
  parent: { table: 'test_stickers', column: 'sticker_id' },
  export: {
    kind: 'section',
    section: {
      name: 'notes',
      record: z.object({ ref: z.string(), text: z.string().max(80), created_at: z.number().int() }).strict(),
      order: ['created_at', 'id'],
    },
  },
  estimate: { perRow: 60 },
};

describe.each(ENGINES)('a table declared only in its own domain, on %s', (engine) => {
  let t: TestApp;
  let unregister: (() => void)[];
  beforeAll(async () => {
    t = await createTestApp(engine);
    await sql`CREATE TABLE test_stickers (id text PRIMARY KEY, user_id text NOT NULL REFERENCES users(id),
      journal_entry_id text, label text NOT NULL, shape text NOT NULL, created_at bigint NOT NULL)`.execute(
      t.deps.db.kysely,
    );
    await sql`CREATE TABLE test_sticker_notes (id text PRIMARY KEY, user_id text NOT NULL REFERENCES users(id),
      sticker_id text NOT NULL REFERENCES test_stickers(id), text text NOT NULL, created_at bigint NOT NULL)`.execute(
      t.deps.db.kysely,
    );
    unregister = [registerOwnedTable(stickers), registerOwnedTable(stickerNotes)];
  }, 120_000);
  afterAll(async () => {
    for (const take of unregister.reverse()) take();
    await t.dispose();
  });

  const stick = (u: TestUser, entryId: string | null, label: string, at: number) =>
    sql`INSERT INTO test_stickers VALUES (${`s-${label}-${u.id}`}, ${u.id}, ${entryId}, ${label},
      ${JSON.stringify({ colour: label })}, ${at})`.execute(t.deps.db.kysely);
  const note = (u: TestUser, label: string, text: string, at: number) =>
    sql`INSERT INTO test_sticker_notes VALUES (${`n-${text}-${u.id}`}, ${u.id}, ${`s-${label}-${u.id}`},
      ${text}, ${at})`.execute(t.deps.db.kysely);
  const notesOf = async (u: TestUser) =>
    (
      await sql<{ text: string; label: string }>`SELECT n.text, s.label FROM test_sticker_notes n
        JOIN test_stickers s ON s.id = n.sticker_id WHERE n.user_id = ${u.id} ORDER BY n.created_at`.execute(
        t.deps.db.kysely,
      )
    ).rows;
  const stickersOf = async (u: TestUser) =>
    (
      await sql<{
        label: string;
        journal_entry_id: string | null;
        shape: string;
      }>`SELECT label, journal_entry_id, shape FROM test_stickers WHERE user_id = ${u.id} ORDER BY created_at`.execute(
        t.deps.db.kysely,
      )
    ).rows;
  const exportOf = (u: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/account/export.json', headers: u.headers });
  const importInto = (u: TestUser, body: string, commit: 0 | 1) =>
    t.app.inject({
      method: 'POST',
      url: `/api/account/import?file=export.json&commit=${commit}`,
      headers: { ...u.headers, 'content-type': 'application/octet-stream' },
      payload: body,
    });

  it('is exported, imported (its entry reference mapped) and deleted with the account', async () => {
    const a = await createSignedInUser(t);
    const entry = await storeEntry(t, a, 'Hoy pegué una pegatina.');
    await stick(a, entry.id, 'red', 1000);
    await stick(a, null, 'blue', 2000);
    await note(a, 'red', 'shiny', 1500);
    await note(a, 'red', 'peeling', 1600);
    const before = await exportOf(a);
    expect(before.statusCode).toBe(200);
    const doc = before.json();
    expect(doc.stickers).toEqual([
      {
        ref: `s-red-${a.id}`,
        journal_entry_id: entry.id,
        label: 'red',
        shape: { colour: 'red' },
        created_at: 1000,
        notes: [
          { ref: `n-shiny-${a.id}`, text: 'shiny', created_at: 1500 },
          { ref: `n-peeling-${a.id}`, text: 'peeling', created_at: 1600 },
        ],
      },
      {
        ref: `s-blue-${a.id}`,
        journal_entry_id: null,
        label: 'blue',
        shape: { colour: 'blue' },
        created_at: 2000,
        notes: [],
      },
    ]);
    expect(Number(before.headers['x-inkwell-estimated-bytes'])).toBeGreaterThan(200);

    const b = await createSignedInUser(t);
    expect((await importInto(b, before.body, 1)).statusCode).toBe(200);
    const [entryOfB] = await t.deps.db.kysely
      .selectFrom('journal_entries')
      .select('id')
      .where('user_id', '=', b.id)
      .execute();
    expect(await stickersOf(b)).toEqual([
      { label: 'red', journal_entry_id: entryOfB!.id, shape: '{"colour":"red"}' },
      { label: 'blue', journal_entry_id: null, shape: '{"colour":"blue"}' },
    ]);
    // The nested records point at the importer's new stickers.
    expect(await notesOf(b)).toEqual([
      { text: 'shiny', label: 'red' },
      { text: 'peeling', label: 'red' },
    ]);

    await t.deps.db.kysely
      .updateTable('users')
      .set({ password_hash: await hashPassword('pw for the test 1') })
      .where('id', '=', b.id)
      .execute();
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: b.headers,
      payload: { current_password: 'pw for the test 1' },
    });
    expect(del.statusCode).toBe(204);
    expect(await stickersOf(b)).toEqual([]);
    expect(await notesOf(b)).toEqual([]);
    expect(await stickersOf(a)).toHaveLength(2); // another account's rows stay
    expect(await notesOf(a)).toHaveLength(2);
  }, 120_000);

  it('a record its schema refuses is a 400 naming the file, record and field, and nothing is written', async () => {
    const a = await createSignedInUser(t);
    await storeEntry(t, a, 'Otra entrada.');
    await stick(a, null, 'green', 3000);
    const doc = (await exportOf(a)).json();
    doc.stickers[0].shape = { not: 'a shape' };
    const c = await createSignedInUser(t);
    for (const commit of [0, 1] as const) {
      const res = await importInto(c, JSON.stringify(doc), commit);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/^export\.json: stickers\.0\.shape\.colour: /);
    }
    expect(await stickersOf(c)).toEqual([]);
    const entries = await t.deps.db.kysely
      .selectFrom('journal_entries')
      .select('id')
      .where('user_id', '=', c.id)
      .execute();
    expect(entries).toEqual([]);
    // A nested record is held to its own declaration's schema.
    doc.stickers[0].shape = { colour: 'green' };
    doc.stickers[0].notes = [{ ref: 'n', text: 7, created_at: 1 }];
    for (const commit of [0, 1] as const) {
      const res = await importInto(c, JSON.stringify(doc), commit);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/^export\.json: stickers\.0\.notes\.0\.text: /);
    }
    expect(await stickersOf(c)).toEqual([]);
    expect(await notesOf(c)).toEqual([]);
    // A top-level field no declaration owns is still refused.
    doc.stickers[0].notes = [];
    const res = await importInto(c, JSON.stringify({ ...doc, user_id: a.id }), 0);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/Unrecognized key: "user_id"/);
  }, 120_000);

  it('goes with its entry when the entry is purged', async () => {
    const a = await createSignedInUser(t);
    const entry = await storeEntry(t, a, 'Una entrada que se va.');
    await stick(a, entry.id, 'gold', 4000);
    await note(a, 'gold', 'glitter', 4100);
    const { deleteEntryRows } = await import('../../src/journal/entry-rows.js');
    await t.deps.db.kysely.transaction().execute((trx) => deleteEntryRows(trx, a.id, entry.id));
    expect(await stickersOf(a)).toEqual([]);
    expect(await notesOf(a)).toEqual([]);
  });
});
