import type { CompiledQuery, Kysely } from 'kysely';
import { compileWithSlots, parametersFor, type Slotted } from './argument-slots.js';
import type { Db } from './database.js';
import type { Database } from './schema.js';

/**
 * A hot query built with Kysely once per engine and reused with new arguments. Building and
 * compiling a query costs more than running it on SQLite (measured: about 2.5× the throughput of
 * GET /api/auth/me), so per-request lookups compile once. The builder is called with placeholder
 * strings; each placeholder's position in the compiled parameters is where that argument goes, so
 * arguments must be used as plain values (ids, keys), not transformed inside the builder. Only for
 * reads: on SQLite they run on the read-only connection, in the turn's shared snapshot unless `fresh`
 * (a snapshot taken now: for the session check, so another process's revocation counts at once), or
 * answered from memory when `cached` and no connection has committed since (decision 326: rows are then
 * frozen and shared; only for reads whose callers copy what they use).
 */
export function preparedQuery<R>(
  build: (k: Kysely<Database>, ...args: string[]) => { compile(): CompiledQuery<R> },
  { fresh = false, cached = false }: { fresh?: boolean; cached?: boolean } = {},
) {
  if (fresh && cached) throw new Error('preparedQuery: a fresh read cannot be cached');
  // Keyed by the dialect's adapter, which a database shares with its transactions and its
  // connection-bound views (decision 329): a per-request Kysely would otherwise compile every time.
  const cache = new WeakMap<object, Slotted<R>>();
  return async (db: Db, ...args: string[]): Promise<readonly R[]> => {
    const engine = db.kysely.getExecutor().adapter;
    let compiled = cache.get(engine);
    if (!compiled) {
      compiled = compileWithSlots('preparedQuery', args, (marks) => build(db.kysely, ...(marks as string[])));
      cache.set(engine, compiled);
    }
    const { query } = compiled;
    const parameters = parametersFor(compiled, args);
    if (cached && db.readCachedRows) return db.readCachedRows(query.sql, parameters) as R[];
    const read = fresh ? db.readFreshRows : db.readRows;
    if (read) return read(query.sql, parameters) as R[];
    return (await db.kysely.executeQuery<R>({ ...query, parameters })).rows;
  };
}
