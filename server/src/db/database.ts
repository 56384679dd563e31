import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { ensurePrivateFile, makePrivate } from '../private-files.js';
import { namedStatementPool } from './pg-named-statements.js';
import { sharedReads } from './shared-reads.js';
import type { Database } from './schema.js';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  /** PostgreSQL schema this connection works in, when not the default (tests). */
  schema?: string | undefined;
  /**
   * SQLite only: runs a compiled read on a separate read-only connection, synchronously. In WAL mode it
   * sees exactly the committed data, never another request's open transaction, and skips the queue of
   * the single writing connection. Used by preparedQuery for per-request lookups.
   */
  readRows?: (sql: string, parameters: readonly unknown[]) => unknown[];
  /**
   * SQLite only: as readRows, but on a snapshot taken now, never the turn's shared one (decision 322):
   * for a check whose answer must include another process's latest commit (a revoked session).
   */
  readFreshRows?: (sql: string, parameters: readonly unknown[]) => unknown[];
  /**
   * SQLite only: as readRows, answered from memory while no connection has committed since the same
   * read last ran (decision 326); the rows are frozen and shared, never to be changed by a caller.
   */
  readCachedRows?: (sql: string, parameters: readonly unknown[]) => readonly unknown[];
  /** Answers true when a trivial query round-trips. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

// int8 (COUNT, bigint epoch-millisecond columns) arrives as a string by default; ours always fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));

export interface DbOptions {
  /** postgres:// URL; when absent an SQLite file under dataDir is used. */
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** SQLite file path; overrides dataDir (tests use temporary files). */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests give each run its own). */
  pgSchema?: string;
  pgPoolSize?: number;
}

export function openDatabase(opts: DbOptions): Db {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.pgPoolSize ?? 10,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    // A client losing its connection (server restart: "terminating connection due to administrator
    // command") emits 'error'. The pool listens only while the client is idle; a checked-out client
    // without a listener of its own crashed the whole process (fault suite). Its query fails anyway,
    // and the pool drops the broken client when it is released.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    // Repeated texts run as statements prepared once per connection (decision 316).
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namedStatementPool(pool) }) });
    return { ...wrap(kysely, 'postgres'), schema: opts.pgSchema };
  }
  const file = opts.sqliteFile ?? join(opts.dataDir ?? './data', 'inkwell.sqlite');
  ensurePrivateFile(file); // 0600 before SQLite opens it; its -wal and -shm then take the same mode
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  makePrivate(`${file}-wal`, `${file}-shm`); // left readable by an older version
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const reader = new SQLite(file, { readonly: true });
  reader.pragma('busy_timeout = 5000');
  const reads = sharedReads(reader, withStatementCache(reader).prepare);
  // Every writer statement (BEGIN, a write, COMMIT) ends the shared read transaction first (decision 322).
  const writer = withStatementCache(sqlite, reads.end);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: writer }) });
  const base = wrap(kysely, 'sqlite');
  return {
    ...base,
    readRows: reads.all,
    readCachedRows: reads.cached,
    readFreshRows: (text, parameters) => {
      reads.end();
      return reads.all(text, parameters);
    },
    async close() {
      await base.close();
      reads.close();
    },
  };
}

function wrap(kysely: Kysely<Database>, engine: Engine): Db {
  return {
    kysely,
    engine,
    async ping() {
      try {
        await sql`select 1`.execute(kysely);
        return true;
      } catch {
        return false;
      }
    },
    close: () => kysely.destroy(),
  };
}

/**
 * Kysely prepares every query anew; preparing is a large share of a small query's cost on SQLite.
 * Statements are reusable, so the same SQL text gets its prepared statement back (bounded, oldest out).
 */
function withStatementCache(sqlite: SQLite.Database, onStatement?: () => void, max = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      onStatement?.();
      let stmt = cache.get(text);
      if (!stmt) {
        stmt = sqlite.prepare(text);
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
        cache.set(text, stmt);
      }
      return stmt;
    },
  };
}
