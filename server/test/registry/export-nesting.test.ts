import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedTables } from '../../src/db/owned-registry.js';
import { createSignedInUser, createTestApp, type TestApp } from '../support/app.js';
import { catalogue, richAccount, type Column } from '../portability/support.js';

type Json = Record<string, unknown>;

/** Every record the document holds at a path (`concepts.cards.reviews`), through the lists on the way. */
function recordsAt(doc: unknown, path: string): Json[] {
  let at: unknown[] = [doc];
  for (const key of path.split('.')) {
    at = at
      .flatMap((x) => (Array.isArray(x) ? x : [x]))
      .map((x) => (x as Json | null)?.[key])
      .flatMap((x) => (Array.isArray(x) ? x : x === null || x === undefined ? [] : [x]));
  }
  return at as Json[];
}

/**
 * The hand-written nesting of the export (entries → assessment and correction states, concepts →
 * aliases and cards → reviews, sessions → modules and answers) is held to the declarations of
 * db/owned-registry.ts: each record the exporter writes at a declared path carries exactly the columns
 * its table declares for the export, plus the parts declared nested in it — so a column added to a
 * nested table, or a nested part moved, fails here rather than going missing from the export.
 */
describe('the JSON export nests what the declarations say', () => {
  let t: TestApp;
  let doc: Json;
  let columns: Column[];
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const a = await createSignedInUser(t);
    await richAccount(t, a);
    const res = await t.app.inject({ method: 'GET', url: '/api/account/export.json', headers: a.headers });
    expect(res.statusCode).toBe(200);
    doc = res.json();
    columns = await catalogue(t.deps.db);
  }, 120_000);
  afterAll(() => t.dispose());

  const documented = ownedTables().flatMap((d) =>
    d.export.kind === 'document' ? [{ decl: d, path: d.export.path, omit: d.export.omit ?? [] }] : [],
  );

  it.each(documented.map((d) => [d.decl.table, d.path] as const))(
    '%s: every record at %s has its declared columns and nested parts',
    (table, path) => {
      const { decl, omit } = documented.find((d) => d.decl.table === table)!;
      const exported = columns
        .filter((c) => c.table === table && c.column !== decl.owner && !omit.includes(c.column))
        .map((c) => (c.column === 'id' ? 'ref' : c.column));
      const nested = documented
        .map((d) => d.path)
        .filter((p) => p.startsWith(`${path}.`) && p.split('.').length === path.split('.').length + 1)
        .map((p) => p.split('.').at(-1)!);
      const records = recordsAt(doc, path);
      // The rich account has a record at every declared path except aliases (a word found only once).
      if (table !== 'concept_aliases') expect(records.length, path).toBeGreaterThan(0);
      for (const r of records) {
        expect(Object.keys(r).sort(), path).toEqual([...exported, ...nested].sort());
      }
    },
  );
});
