import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * What every repo function runs its SQL on: the database, or a transaction a caller opened
 * (Kysely's `Transaction<Database>` is a `Kysely<Database>`), so a service can make several repo
 * calls one unit of work by passing its transaction down.
 */
export type Executor = Kysely<Database>;

/**
 * Runs `work` in a transaction: the caller's, when `k` already is one (Kysely cannot nest them), so a
 * repo's own all-or-nothing step joins a larger one instead of committing on its own.
 */
export function inTransaction<T>(k: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  return k.isTransaction ? work(k) : k.transaction().execute(work);
}

/** Whether `k` runs on PostgreSQL: for a statement folded there that SQLite runs in steps. */
export const onPostgres = (k: Executor): boolean => k.getExecutor().adapter instanceof PostgresAdapter;
