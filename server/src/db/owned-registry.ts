import { ASSESSMENT_OWNED } from '../analysis/owned.js';
import { AUTH_OWNED } from '../auth/owned.js';
import { CONCEPTS_OWNED } from '../concepts/owned.js';
import { EXERCISES_OWNED } from '../exercises/owned.js';
import { JOBS_OWNED } from '../jobs/owned.js';
import { JOURNAL_OWNED } from '../journal/owned.js';
import { PROFILE_OWNED } from '../profile/owned.js';
import { PROGRESS_OWNED } from '../progress/owned.js';
import { REMINDERS_OWNED } from '../reminders/owned.js';
import { REWRITE_OWNED } from '../rewrite/owned.js';
import type { OwnedSection, OwnedTable } from './owned.js';

/**
 * Every table holding a user's rows, one registration per domain (decision 235). A new domain adds its
 * `owned.ts` here and nothing else learns its table layout: server/test/security/account-deletion.test.ts
 * fails for any user column of the database that no declaration covers.
 */
const registry: OwnedTable[] = [
  ...AUTH_OWNED,
  ...PROFILE_OWNED,
  ...REMINDERS_OWNED,
  ...JOBS_OWNED,
  ...JOURNAL_OWNED,
  ...CONCEPTS_OWNED,
  ...EXERCISES_OWNED,
  ...ASSESSMENT_OWNED,
  ...PROGRESS_OWNED,
  ...REWRITE_OWNED,
];

export function ownedTables(): readonly OwnedTable[] {
  return registry;
}

export function ownedTable(table: string): OwnedTable | undefined {
  return registry.find((t) => t.table === table);
}

/** The tables that are top-level sections of the export of their own, in registration order. */
export function ownedSections(): { table: OwnedTable; section: OwnedSection }[] {
  return sectionsWithin(undefined);
}

/**
 * The sections nested in each record of `parentTable`'s section (a child's rows are its parent's
 * `parent`): `undefined` gives the top-level ones, whose table's parent (if any) is not a section.
 */
export function sectionsWithin(
  parentTable: string | undefined,
): { table: OwnedTable; section: OwnedSection }[] {
  const isSection = (table: string | undefined) => ownedTable(table ?? '')?.export.kind === 'section';
  return registry.flatMap((t) =>
    t.export.kind === 'section' &&
    (parentTable === undefined ? !isSection(t.parent?.table) : t.parent?.table === parentTable)
      ? [{ table: t, section: t.export.section }]
      : [],
  );
}

/**
 * Adds a declaration at run time and returns what takes it out again: for a test domain's throwaway
 * table (server/test/portability/owned-registry.test.ts). Production domains register above.
 */
export function registerOwnedTable(table: OwnedTable): () => void {
  if (ownedTable(table.table)) throw new Error(`${table.table} is declared twice`);
  registry.push(table);
  return () => {
    const at = registry.indexOf(table);
    if (at >= 0) registry.splice(at, 1);
  };
}

/**
 * The tables in the order account deletion empties them: a table before every table it refers to (its
 * parent, its `refersTo`), and the owner table (users) last, as every row refers to it.
 */
export function deletionOrder(): OwnedTable[] {
  const out: OwnedTable[] = [];
  const placed = new Set<string>();
  const referrers = (t: OwnedTable) =>
    registry.filter(
      (o) =>
        o !== t && (t.owner === 'id' || (o.refersTo ?? []).includes(t.table) || o.parent?.table === t.table),
    );
  const visit = (t: OwnedTable, path: Set<string>) => {
    if (placed.has(t.table)) return;
    if (path.has(t.table))
      throw new Error(`owned tables refer to each other in a cycle: ${[...path].join(' → ')}`);
    path.add(t.table);
    for (const r of referrers(t)) visit(r, path);
    path.delete(t.table);
    placed.add(t.table);
    out.push(t);
  };
  for (const t of registry) visit(t, new Set());
  return out;
}
