import { PostgresAdapter, type Kysely } from 'kysely';
import type { Db } from './database.js';
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

/**
 * Runs `work` with all its statements on one pooled connection (PostgreSQL): a request that reads and
 * then writes waits for a connection once, not once per statement (decision 329). Under load each wait
 * is most of a request's time, so a two-wait request took twice as long as a one-wait one. A
 * transaction opened inside runs on the same connection. SQLite (one writer) and a caller's transaction
 * run `work` on the database as it is.
 */
export function onOneConnection<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  const k = db.kysely;
  if (k.isTransaction || !onPostgres(k)) return work(db);
  return k.connection().execute((one) => work({ ...db, kysely: one }));
}
