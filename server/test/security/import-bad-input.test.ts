import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '../../src/portability/bundle.js';
import { exportedEntry } from '../../src/portability/test-entry.js';
import { createSignedInUser, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { caller, J } from './fixture.js';
import { createSecurityApp, type SecurityApp } from './support.js';

const entry = (over: Record<string, unknown> = {}) =>
  exportedEntry(
    {
      ref: 'e1',
      day: '2021-03-04',
      content: 'Hola, hoy fui al mercado.',
      target_language: 'es',
      word_count: 5,
      at: 1614859200000,
    },
    over,
  );
const doc = (entries: unknown[], over: Record<string, unknown> = {}) =>
  JSON.stringify(
    {
      format: 'inkwell-export',
      version: 1,
      exported_at: '2026-11-25T00:00:00Z',
      profile: null,
      entries,
      concepts: [],
      sessions: [],
      ...over,
    },
    null,
    0,
  )
    .replace('"entries":[', '"entries":[\n')
    .replace(/\},\{"ref"/g, '},\n{"ref"');

describe.each(ENGINES)('import: bad input and other users on %s', (engine) => {
  let t: SecurityApp;
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    t = await createSecurityApp(engine);
    a = await createSignedInUser(t);
    b = await createSignedInUser(t);
  }, 60_000);
  afterAll(() => t.dispose());

  const upload = (u: TestUser, body: string | Buffer, file = 'mine.json', commit = true, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/account/import?file=${encodeURIComponent(file)}&commit=${commit ? 1 : 0}`,
      headers: { ...u.headers, 'content-type': 'application/octet-stream', ...headers },
      payload: body,
    });
  const entriesOf = async (u: TestUser) => (await caller(t)(u, 'GET', `${J}/?limit=100`)).json() as unknown[];

  it.each([
    ['truncated JSON', doc([entry()]).slice(0, 80), /mine\.json, line \d+: .*not complete/],
    ['a future schema version', doc([entry()], { version: 2 }), /mine\.json, line 1: .*version 2/],
    [
      'a day out of range',
      doc([entry(), entry({ ref: 'e2', day: '1850-01-01' })]),
      /mine\.json, line 3: .*out of range/,
    ],
    ['a day that is no day', doc([entry({ day: '2021-02-30' })]), /line 2: .*not a calendar day/],
    ['not an export', '{"hello": 1}', /not an Inkwell JSON export/],
    ['a user id at the top', doc([entry()], { user_id: 'x' }), /user_id/],
    // Issue 21: what PostgreSQL refused at commit (a 500) is refused at preview on both engines.
    ['a NUL in an entry', doc([entry({ content: 'Hola\u0000' })]), /line 2: entries\.0\.content .*NUL/],
    ['an integer above 2^31', doc([entry({ word_count: 2 ** 31 })]), /line 2: entries\.0\.word_count.*2\^31/],
    [
      'a 49,997-character entry',
      doc([entry({ content: 'a '.repeat(24_999) })]),
      /line 2: entries\.0\.content \(the entry of 2021-03-04\): must be at most 20000 characters/,
    ],
  ])('%s: 400 naming file and line, nothing written', async (_what, body, message) => {
    const res = await upload(a, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(message);
    expect(await entriesOf(a)).toEqual([]);
  });

  it('a 200 MB upload: 413 before reading it (declared) and while streaming (undeclared)', async () => {
    const declared = await upload(a, 'x', 'big.json', true, { 'content-length': String(200 * 1024 * 1024) });
    expect([413, 400]).toContain(declared.statusCode);
    // Sent in 1 MB chunks without a length: the cap must stop it while it streams.
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const chunks = Math.ceil(IMPORT_LIMITS.maxUploadBytes / chunk.length) + 2;
    const big = Readable.from(
      (function* () {
        for (let i = 0; i < chunks; i++) yield chunk;
      })(),
    );
    const streamed = await upload(a, big as unknown as Buffer, 'big.json');
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().detail).toMatch(/big\.json: .*larger than the import limit/);
    expect(await entriesOf(a)).toEqual([]);
  }, 120_000);

  it('other users’ ids inside the file are never trusted: everything is re-owned by the importer', async () => {
    const res = await upload(b, doc([{ ...entry(), user_id: a.id, ref: a.id }]));
    expect(res.statusCode).toBe(200);
    expect(await entriesOf(a)).toEqual([]);
    expect((await entriesOf(b)).length).toBe(1);
    const rows = await t.deps.db.kysely
      .selectFrom('journal_entries')
      .select(['id', 'user_id'])
      .where('user_id', '=', a.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('a preview writes nothing and lists the conflicting day; skip, append and replace', async () => {
    const u = await createSignedInUser(t);
    expect((await upload(u, doc([entry()]))).json()).toMatchObject({ created: 1 });
    const again = doc([entry({ content: 'Otra vez.' }), entry({ ref: 'e2', day: '2021-03-05' })]);
    const preview = await upload(u, again, 'mine.json', false);
    expect(preview.json()).toMatchObject({
      create: [{ day: '2021-03-05' }],
      conflicts: [{ day: '2021-03-04', can_append: true }],
    });
    expect((await entriesOf(u)).length).toBe(1);
    const skip = await t.app.inject({
      method: 'POST',
      url: '/api/account/import?file=a.json&commit=1&on_conflict=skip',
      headers: { ...u.headers, 'content-type': 'application/octet-stream' },
      payload: again,
    });
    expect(skip.json()).toMatchObject({ created: 1, skipped: 1 });
    const append = await t.app.inject({
      method: 'POST',
      url: '/api/account/import?file=a.json&commit=1&on_conflict=append',
      headers: { ...u.headers, 'content-type': 'application/octet-stream' },
      payload: doc([entry({ content: 'Más texto.' })]),
    });
    expect(append.json()).toMatchObject({ appended: 1 });
    const list = (await entriesOf(u)) as { id: string; day: string }[];
    const day4 = list.find((e) => e.day === '2021-03-04')!;
    const got = (await caller(t)(u, 'GET', `${J}/${day4.id}`)).json();
    expect(got.data.content).toBe('Hola, hoy fui al mercado.\n\nMás texto.');
    const replace = await t.app.inject({
      method: 'POST',
      url: '/api/account/import?file=a.json&commit=1&on_conflict=replace',
      headers: { ...u.headers, 'content-type': 'application/octet-stream' },
      payload: doc([entry({ content: 'Nuevo.' })]),
    });
    expect(replace.json()).toMatchObject({ replaced: 1 });
    expect((await entriesOf(u)).length).toBe(2);
  });

  it('B cannot export A’s data: B’s export holds none of A’s rows', async () => {
    await upload(a, doc([entry({ content: 'secret of A zzq' })]));
    const res = await caller(t)(b, 'GET', '/api/account/export.json');
    expect(JSON.stringify(res.json())).not.toContain('secret of A zzq');
    expect(JSON.stringify(res.json())).not.toContain(a.id);
  });
});
