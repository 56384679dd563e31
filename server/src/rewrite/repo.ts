import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor.js';
import type { NativeVersionsTable } from './tables.js';

export type NativeVersionRow = Selectable<NativeVersionsTable>;

/** The entry's stored rewrite, whatever version it was written for. */
export function findNativeVersion(
  k: Executor,
  userId: string,
  entryId: string,
): Promise<NativeVersionRow | undefined> {
  return k
    .selectFrom('native_versions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('journal_entry_id', '=', entryId)
    .executeTakeFirst();
}

/** Stores the entry's rewrite, replacing the one an earlier text had (one row per entry). */
export async function saveNativeVersion(k: Executor, row: NativeVersionRow): Promise<void> {
  const { id: _id, user_id: _user, journal_entry_id: _entry, ...replaced } = row;
  await k
    .insertInto('native_versions')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('journal_entry_id')
        .doUpdateSet(replaced)
        // A row of another user never matches: ids are UUIDs, but the guard costs nothing.
        .where('native_versions.user_id', '=', row.user_id),
    )
    .execute();
}

/** Drops a rewrite that no longer fits its entry's text. */
export async function deleteNativeVersion(k: Executor, userId: string, entryId: string): Promise<void> {
  await k
    .deleteFrom('native_versions')
    .where('user_id', '=', userId)
    .where('journal_entry_id', '=', entryId)
    .execute();
}
