import { PassThrough, type Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORTS_PER_HOUR } from '../../src/portability/export-limits.js';
import { IMPORT_COSTS } from '../../src/portability/import-limits.js';
import { dayAfter, exportedEntry } from '../../src/portability/test-entry.js';
import { createSignedInUser, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { until } from '../support/until.js';
import { caller, J } from './fixture.js';
import { createSecurityApp, type SecurityApp } from './support.js';

const dayOf = (i: number) => dayAfter('2001-01-01', i);
const entry = (i: number, over: Record<string, unknown> = {}) =>
  exportedEntry(
    {
      ref: `e${i}`,
      day: dayOf(i),
      content: `Entrada ${i}: hoy fui al mercado.`,
      target_language: 'es',
      word_count: 6,
      at: 1614859200000,
    },
    over,
  );
/** An export document laid out as the export writes it: one record per line. */
const doc = (entries: unknown[]) =>
  `{"format":"inkwell-export","version":1,"exported_at":"2026-11-25T00:00:00Z","profile":null,"entries":[\n` +
  `${entries.map((e) => JSON.stringify(e)).join(',\n')}],"concepts":[],"sessions":[]}`;
const withData = (data: string) =>
  doc([entry(0, { assessment: '@' })]).replace(
    '"assessment":"@"',
    `"assessment":{"status":"done","data":${data},"error":null,"new_words":0,"new_grammar_points":0,` +
      `"level":null,"exercise_session_id":null,"created_at":0,"updated_at":0}`,
  );

describe.each(ENGINES)('import and export limits on %s (issue 21)', (engine) => {
  let t: SecurityApp;
  beforeAll(async () => {
    t = await createSecurityApp(engine, {}, { startJobs: false });
  }, 60_000);
  afterAll(() => t.dispose());

  const upload = (u: TestUser, body: string | Readable, opts: { commit?: boolean; on?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/account/import?file=mine.json&commit=${opts.commit ? 1 : 0}&on_conflict=${opts.on ?? 'skip'}`,
      headers: { ...u.headers, 'content-type': 'application/octet-stream' },
      payload: body,
    });
  /**
   * Starts an upload whose body arrives in two parts and waits until the server reads the first, which it
   * does only after the import gate let it in: the upload holds its slot until `finish()` sends the rest.
   * (Two whole uploads raced with Promise.all could finish one before the other reached the gate.)
   */
  const holdSlot = async (u: TestUser, body: string) => {
    const held = new PassThrough();
    held.write(body.slice(0, 20));
    const answer = upload(u, held);
    await until('the server to read the held upload', () => held.readableLength === 0, 10_000, 5);
    return {
      finish: () => {
        held.end(body.slice(20));
        return answer;
      },
    };
  };
  const get = (u: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: u.headers });
  const entriesOf = async (u: TestUser) =>
    (await caller(t)(u, 'GET', `${J}/?limit=100`)).json() as { id: string; content: string; day: string }[];

  it('a free-form field 5,000 levels deep: 400 naming file, line and the depth bound', async () => {
    const u = await createSignedInUser(t);
    const res = await upload(u, withData('['.repeat(5000) + ']'.repeat(5000)), { commit: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^mine\.json, line 2: nested deeper than \d+ levels/);
    expect(await entriesOf(u)).toEqual([]);
  });

  it('100,000 tiny objects in one free-form field: 400 naming the field and its bound', async () => {
    const u = await createSignedInUser(t);
    const res = await upload(u, withData(`[${Array(100_000).fill('{}').join(',')}]`));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^mine\.json, line 2: the field "data" holds more than \d+ values/);
  });

  it('a second import of the same account while one runs: 429 with a clear message', async () => {
    const u = await createSignedInUser(t);
    const body = doc([entry(0)]);
    const first = await holdSlot(u, body);
    const second = await upload(u, body);
    expect((await first.finish()).statusCode).toBe(200);
    expect(second.statusCode).toBe(429);
    expect(second.json().detail).toBe(
      'An import of your account is already running; try again when it has finished',
    );
    expect(second.headers['retry-after']).toBeDefined();
    // Once it has finished the account imports again.
    expect((await upload(u, body)).statusCode).toBe(200);
  });

  it(`more than ${IMPORT_COSTS.perProcess} imports at once in the process: 429 for the one past the limit`, async () => {
    const users = await Promise.all(
      Array.from({ length: IMPORT_COSTS.perProcess + 1 }, () => createSignedInUser(t)),
    );
    const body = doc([entry(0)]);
    const held = [];
    for (const u of users.slice(1)) held.push(await holdSlot(u, body));
    const extra = await upload(users[0]!, body);
    expect((await Promise.all(held.map((h) => h.finish()))).map((r) => r.statusCode)).toEqual(
      Array<number>(IMPORT_COSTS.perProcess).fill(200),
    );
    expect(extra.statusCode).toBe(429);
    expect(extra.json().detail).toBe('The server is busy with other imports; try again in a minute');
  });

  it(`exports: ${EXPORTS_PER_HOUR} an hour per account, then 429 with Retry-After; another account unaffected`, async () => {
    const u = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const paths = ['/api/account/export.json', '/api/account/export/cards.csv'];
    for (let i = 0; i < EXPORTS_PER_HOUR; i++) {
      expect((await get(u, paths[i % 2]!)).statusCode).toBe(200);
    }
    for (const path of [...paths, '/api/account/export/journal.zip', '/api/account/export/decks.apkg']) {
      const res = await get(u, path);
      expect(res.statusCode).toBe(429);
      expect(res.json().detail).toMatch(/^Too many exports: at most \d+ an hour; try again in \d+ minutes$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await get(other, paths[0]!)).statusCode).toBe(200);
  });

  // More entries than one batch holds (IMPORT_COSTS.rowsPerBatch), so the commit spans transactions.
  const MANY = IMPORT_COSTS.rowsPerBatch * 2 + 100;

  it('a commit in several batches: every entry shown, replaced ones gone, nothing left hidden', async () => {
    const u = await createSignedInUser(t);
    expect((await upload(u, doc([entry(1, { content: 'Antes.' })]), { commit: true })).statusCode).toBe(200);
    const before = (await entriesOf(u))[0]!;
    const res = await upload(u, doc(Array.from({ length: MANY }, (_, i) => entry(i))), {
      commit: true,
      on: 'replace',
    });
    expect(res.json()).toMatchObject({ created: MANY - 1, replaced: 1 });
    const k = t.deps.db.kysely;
    const rows = await k
      .selectFrom('journal_entries')
      .select(['id', 'day', 'content', 'deleted_at'])
      .where('user_id', '=', u.id)
      .execute();
    expect(rows.length).toBe(MANY);
    expect(rows.filter((r) => r.deleted_at !== null)).toEqual([]);
    expect(rows.find((r) => r.day === before.day)!.content).toBe('Entrada 1: hoy fui al mercado.');
  });

  it.each(['replace', 'append'])(
    'a commit failing in its last batch (%s) leaves the account as it was: nothing half-imported',
    async (on) => {
      const u = await createSignedInUser(t);
      expect((await upload(u, doc([entry(1, { content: 'Antes.' })]), { commit: true })).statusCode).toBe(
        200,
      );
      const before = await entriesOf(u);
      // The last entry's two correction states share an id: the database refuses it at the very end.
      const state = { correction_id: 'c1', accepted: 1, rejected: 0, updated_at: 0 };
      const entries = Array.from({ length: MANY }, (_, i) =>
        entry(i, i === MANY - 1 ? { correction_states: [state, state] } : {}),
      );
      const res = await upload(u, doc(entries), { commit: true, on });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(await entriesOf(u)).toEqual(before);
      const k = t.deps.db.kysely;
      const left = await k
        .selectFrom('journal_entries')
        .select(['id', 'day', 'content', 'deleted_at'])
        .where('user_id', '=', u.id)
        .execute();
      expect(left).toEqual([{ id: before[0]!.id, day: dayOf(1), content: 'Antes.', deleted_at: null }]);
      for (const table of ['correction_states', 'assessments', 'exercise_sessions', 'concepts'] as const) {
        expect(await k.selectFrom(table).select('user_id').where('user_id', '=', u.id).execute()).toEqual([]);
      }
    },
  );
});
