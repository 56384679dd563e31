import { exportDocument } from '@inkwell/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { ownedTables } from '../../src/db/owned-registry.js';
import { catalogue, type Column } from '../portability/support.js';
import { createTestDb, type TestDb } from '../support/engines.js';

/** The contract's object at a path of the export document (`concepts.cards`), lists and nulls unwrapped. */
function objectAt(path: string): Record<string, ZodType> {
  let shape: Record<string, ZodType> = exportDocument.shape as Record<string, ZodType>;
  for (const key of path.split('.')) {
    let s = shape[key];
    for (;;) {
      const def = (
        s as unknown as { _zod: { def: { type: string; innerType?: ZodType; element?: ZodType } } }
      )._zod.def;
      if (def.type === 'nullable' || def.type === 'optional') s = def.innerType;
      else if (def.type === 'array') s = def.element;
      else break;
    }
    if (!s) throw new Error(`the contract has no ${path}`);
    shape = (s as unknown as { shape: Record<string, ZodType> }).shape;
  }
  return shape;
}

describe('the export contract matches the declarations of what a user owns', () => {
  let t: TestDb;
  let columns: Column[];
  beforeAll(async () => {
    t = await createTestDb('sqlite');
    columns = await catalogue(t.db);
  });
  afterAll(() => t.dispose());

  const documented = () =>
    ownedTables().flatMap((d) => (d.export.kind === 'document' ? [{ decl: d, ...d.export }] : []));

  it('every table with an owner column is declared, and every declared table exists', () => {
    const tables = new Set(columns.map((c) => c.table));
    expect(
      ownedTables()
        .filter((d) => !tables.has(d.table))
        .map((d) => d.table),
    ).toEqual([]);
  });

  it.each(documented().map((d) => [d.decl.table, d.path] as const))(
    '%s: the columns it exports are the fields of the contract at %s',
    (table, path) => {
      const { decl, omit = [] } = documented().find((d) => d.decl.table === table)!;
      const exported = columns
        .filter((c) => c.table === table && c.column !== decl.owner && !omit.includes(c.column))
        .map((c) => (c.column === 'id' ? 'ref' : c.column))
        .sort();
      // Fields holding another declared part of the document (an entry's `assessment`) are not columns.
      const nested = documented()
        .map((d) => d.path)
        .filter((p) => p.startsWith(`${path}.`) && p.split('.').length === path.split('.').length + 1)
        .map((p) => p.split('.').at(-1)!);
      const fields = Object.keys(objectAt(path))
        .filter((f) => !nested.includes(f))
        .sort();
      expect(exported).toEqual(fields);
      // Every JSON column it declares is one it exports (its schema is the contract's).
      expect(Object.keys(decl.json ?? {}).filter((c) => !exported.includes(c))).toEqual([]);
    },
  );
});
