import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../support/app.js';
import { ENGINES } from '../support/engines.js';
import { richAccount, commitImport } from './support.js';

type Doc = {
  entries: { assessment: Record<string, unknown> }[];
  concepts: Record<string, unknown>[];
  sessions: { modules: Record<string, unknown>[] }[];
};

/**
 * Every column stored as JSON text is held to the contract's schema on import (issue 23): a bad value
 * is a 400 naming the file, the record and the field, at preview and at commit, and nothing is written.
 */
const BAD: [string, (d: Doc) => void, RegExp][] = [
  [
    'assessments.data',
    (d) => (d.entries[0]!.assessment.data = { not: 'an assessment' }),
    /^mine\.json, line \d+: entries\.0\.assessment\.data\.\w+ \(the entry of 2026-11-20\): /,
  ],
  [
    'concepts.example_sentences',
    (d) => (d.concepts[0]!.example_sentences = [{ no: 'text' }]),
    /^mine\.json, line \d+: concepts\.0\.example_sentences\.0/,
  ],
  [
    'concepts.examples',
    (d) => (d.concepts[0]!.examples = 'not a list'),
    /^mine\.json, line \d+: concepts\.0\.examples/,
  ],
  [
    'concepts.tags',
    (d) => (d.concepts[0]!.tags = [{ tag: 1 }]),
    /^mine\.json, line \d+: concepts\.0\.tags\.0/,
  ],
  [
    'exercise_modules.input',
    (d) => (moduleOf(d).input = { not: 'an input' }),
    /^mine\.json, line \d+: sessions\.\d+\.modules\.0\.input/,
  ],
  [
    'exercise_modules.data',
    (d) => (moduleOf(d).data = { phases: 'none' }),
    /^mine\.json, line \d+: sessions\.\d+\.modules\.0\.data/,
  ],
  [
    'exercise_modules.concept_ids',
    (d) => (moduleOf(d).concept_ids = [7]),
    /^mine\.json, line \d+: sessions\.\d+\.modules\.0\.concept_ids\.0/,
  ],
];

const moduleOf = (d: Doc) => d.sessions.find((s) => s.modules.length)!.modules[0]!;

describe.each(ENGINES)('imported JSON columns are validated on %s', (engine) => {
  let t: TestApp;
  let a: TestUser;
  let exported: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await createSignedInUser(t);
    await richAccount(t, a);
    exported = (await t.app.inject({ method: 'GET', url: '/api/account/export.json', headers: a.headers }))
      .body;
  }, 120_000);
  afterAll(() => t.dispose());

  const count = async (
    table: 'journal_entries' | 'concepts' | 'exercise_sessions' | 'profiles',
    u: TestUser,
  ) =>
    (await t.deps.db.kysely.selectFrom(table).select('user_id').where('user_id', '=', u.id).execute()).length;

  it.each(BAD)(
    'a bad %s is a 400 naming file, record and field; nothing is written',
    async (_c, spoil, message) => {
      const doc = JSON.parse(exported) as Doc;
      spoil(doc);
      // One record per line, as the export writes it, so the message can name the line.
      const body = JSON.stringify(doc).replace(/([[,])\{"(ref|display_name)"/g, '$1\n{"$2"');
      const u = await createSignedInUser(t);
      for (const commit of [0, 1]) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/account/import?file=mine.json&commit=${commit}`,
          headers: { ...u.headers, 'content-type': 'application/octet-stream' },
          payload: body,
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().detail).toMatch(message);
      }
      for (const table of ['journal_entries', 'concepts', 'exercise_sessions', 'profiles'] as const) {
        expect(await count(table, u)).toBe(0);
      }
    },
  );

  it('the same file unspoilt imports (the cases above fail for their column alone)', async () => {
    const u = await createSignedInUser(t);
    const res = await commitImport(t, u, exported, 'mine.json');
    expect(res.statusCode, res.body).toBe(200);
    expect(await count('concepts', u)).toBeGreaterThan(0);
  });
});
