import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Engine } from '../db/database.js';
import type { Executor } from '../db/executor.js';

/**
 * "The entry is not deleted", written once: a deleted entry waits out its undo window with `deleted_at`
 * set (decision 176) and no reader may see it. `table` is the name or alias `journal_entries` has in the
 * query.
 */
export function liveEntry(table = 'journal_entries'): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${table}.deleted_at`)} is null`;
}

/** An entry deleted and waiting out its undo window (the opposite of `liveEntry`). */
export function deletedEntry(table = 'journal_entries'): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${table}.deleted_at`)} is not null`;
}

/** Thrown inside a job's write transaction when its entry was deleted meanwhile (the job then stops). */
export class EntryGoneError extends Error {
  constructor(entryId: string) {
    super(`journal entry ${entryId} was deleted`);
    this.name = 'EntryGoneError';
  }
}

/**
 * Locks the entry's row for the rest of the transaction and throws EntryGoneError when it is gone or
 * deleted (waiting out its undo window). A job that writes rows pointing at an entry calls it first
 * inside its write transaction: on PostgreSQL it waits for a concurrent delete to commit (FOR UPDATE), on
 * SQLite transactions are serial anyway, so either the delete sees the job's rows and discards them, or
 * the job sees no live entry and writes nothing.
 */
export async function lockLiveEntry(trx: Executor, engine: Engine, userId: string, entryId: string) {
  let q = trx
    .selectFrom('journal_entries')
    .select('id')
    .where('id', '=', entryId)
    .where('user_id', '=', userId)
    .where(liveEntry());
  if (engine === 'postgres') q = q.forUpdate();
  if (!(await q.executeTakeFirst())) throw new EntryGoneError(entryId);
}
