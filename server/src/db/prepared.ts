import type { CompiledQuery, Kysely } from 'kysely';
import type { Db } from './database.js';
import type { Database } from './schema.js';

interface Compiled<R> {
  query: CompiledQuery<R>;
  /** For each parameter of the compiled query: the argument that fills it, or -1 for a constant. */
  slots: number[];
}

/**
 * A hot query built with Kysely once per database and reused with new arguments. Building and
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
  const cache = new WeakMap<Kysely<Database>, Compiled<R>>();
  return async (db: Db, ...args: string[]): Promise<readonly R[]> => {
    let compiled = cache.get(db.kysely);
    if (!compiled) {
      const marks = args.map((_, i) => `\u0000prepared-arg-${i}\u0000`);
      const query = build(db.kysely, ...marks).compile();
      const slots = query.parameters.map((p) => marks.indexOf(p as string));
      if (marks.some((_, i) => !slots.includes(i)))
        throw new Error('preparedQuery: an argument is not a plain value');
      compiled = { query, slots };
      cache.set(db.kysely, compiled);
    }
    const { query, slots } = compiled;
    const parameters = query.parameters.map((p, i) => (slots[i]! >= 0 ? args[slots[i]!] : p));
    if (cached && db.readCachedRows) return db.readCachedRows(query.sql, parameters) as R[];
    const read = fresh ? db.readFreshRows : db.readRows;
    if (read) return read(query.sql, parameters) as R[];
    return (await db.kysely.executeQuery<R>({ ...query, parameters })).rows;
  };
}
