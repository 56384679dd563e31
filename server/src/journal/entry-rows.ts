import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/executor.js';
import { deletionOrder, ownedTable } from '../db/owned-registry.js';
import type { OwnedTable } from '../db/owned.js';

/**
 * An entry's rows in other tables are found through the declarations of db/owned-registry.ts (`entry`
 * and `parent`): a table added there goes with its entry, or is moved with it, without an edit here.
 */

/** The rows of one entry, inside the caller's transaction (also used by an import's "replace"). */
export async function deleteEntryRows(trx: Executor, userId: string, entryId: string) {
  await deleteEntryChildren(trx, userId, entryId);
  // Cards stay; their concept just no longer names a source entry that does not exist.
  for (const t of deletionOrder()) {
    if (t.entry?.onPurge !== 'unlink') continue;
    await sql`UPDATE ${sql.table(t.table)} SET ${sql.ref(t.entry.column)} = NULL
      WHERE ${sql.ref(t.owner)} = ${userId} AND ${sql.ref(t.entry.column)} = ${entryId}`.execute(trx);
  }
  await trx.deleteFrom('journal_entries').where('id', '=', entryId).where('user_id', '=', userId).execute();
}

/**
 * The entry's own rows in other tables (assessment, correction states, exercise sessions with their
 * modules and answers…), children before parents.
 */
export async function deleteEntryChildren(trx: Executor, userId: string, entryId: string) {
  for (const t of deletionOrder()) {
    const where = entryRows(t, userId, entryId);
    if (where) await sql`DELETE FROM ${sql.table(t.table)} WHERE ${where}`.execute(trx);
  }
}

/** The condition picking the table's rows that go with the entry, or null when none of them do. */
function entryRows(t: OwnedTable, userId: string, entryId: string): RawBuilder<unknown> | null {
  if (t.entry?.onPurge === 'delete') {
    return sql`${sql.ref(t.owner)} = ${userId} AND ${sql.ref(t.entry.column)} = ${entryId}`;
  }
  const parent = t.parent && ownedTable(t.parent.table);
  const parentRows = parent && entryRows(parent, userId, entryId);
  if (!t.parent || !parentRows) return null;
  // A child row (a session's module) goes with its parent row: parents have an `id`.
  return sql`${sql.ref(t.parent.column)} IN (SELECT id FROM ${sql.table(parent.table)} WHERE ${parentRows})`;
}

/** Gives an entry and every row that names it another id (one no row holds: the entry it replaced is gone). */
export async function moveEntryId(trx: Executor, userId: string, from: string, to: string) {
  await trx
    .updateTable('journal_entries')
    .set({ id: to })
    .where('id', '=', from)
    .where('user_id', '=', userId)
    .execute();
  for (const t of deletionOrder()) {
    if (!t.entry) continue;
    await sql`UPDATE ${sql.table(t.table)} SET ${sql.ref(t.entry.column)} = ${to}
      WHERE ${sql.ref(t.owner)} = ${userId} AND ${sql.ref(t.entry.column)} = ${from}`.execute(trx);
  }
}
