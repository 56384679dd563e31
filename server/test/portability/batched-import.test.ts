import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COSTS } from '../../src/portability/import-limits.js';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { seedFormats } from './format-seed.js';
import { comparableExport, richAccount, commitImport } from './support.js';

/** Comparable as comparableExport, and without entries' word counts. */
function normalised(text: string): unknown {
  const doc = comparableExport(text);
  // The seed writes a round word count; an import counts the words itself.
  for (const e of doc.entries) delete e.word_count;
  return doc;
}

// An account of several thousand rows: its import commits in many batches (decision 204), and every
// reference between them (an entry's session, a card's concept, an assessment's session) must hold.
describe.each(ENGINES)('an import committed in many batches round-trips on %s', (engine) => {
  let t: TestApp;
  let a: TestUser;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { startJobs: false });
    a = await createSignedInUser(t);
    await richAccount(t, a, '2030-01-01');
    await seedFormats(t.deps.db.kysely, a.id, {
      entries: 300,
      words: 400,
      rules: 50,
      reviewsPerCard: 3,
      tag: 'R',
      now: t.deps.now(),
    });
  }, 120_000);
  afterAll(() => t.dispose());

  const exportOf = (u: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/account/export.json', headers: u.headers });

  it('export → import into a new account → export gives the same document, nothing left hidden', async () => {
    const first = await exportOf(a);
    expect(first.statusCode).toBe(200);
    const b = await createSignedInUser(t);
    const done = await commitImport(t, b, first.body);
    expect(done.statusCode).toBe(200);
    expect(done.json().created).toBe(301);
    expect(done.json().cards).toBeGreaterThan(IMPORT_COSTS.rowsPerBatch);
    expect(normalised((await exportOf(b)).body)).toEqual(normalised(first.body));
    const hidden = await t.deps.db.kysely
      .selectFrom('journal_entries')
      .select('id')
      .where('user_id', '=', b.id)
      .where('deleted_at', 'is not', null)
      .execute();
    expect(hidden).toEqual([]);
  });
});
