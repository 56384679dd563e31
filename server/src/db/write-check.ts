import { sql } from 'kysely';
import type { Db } from './database.js';

/**
 * Proves the database takes writes: an UPDATE that matches no row. Both engines refuse it like any
 * write when they cannot write (SQLite: a read-only file, folder or file system; PostgreSQL: a
 * read-only transaction, e.g. a standby after a failover), yet it changes nothing when they can.
 * `kysely_migration` is there on every migrated database (tests' PostgreSQL schemas are on search_path).
 */
export async function probeWrite(db: Db): Promise<void> {
  await sql`update kysely_migration set name = name where 1 = 0`.execute(db.kysely);
}

/** True when an error says the database refuses writes (as opposed to being unreachable). */
export function isReadOnlyDatabase(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  // SQLITE_READONLY and its extended codes; PostgreSQL's read_only_sql_transaction.
  return code.startsWith('SQLITE_READONLY') || code === '25006';
}

export const DATABASE_READ_ONLY =
  'The database is read-only right now, so nothing can be saved; please try again later';

/** What /api/health/ready reports: whether a write would succeed now, and if not, why. */
export async function writeReadiness(
  db: Db,
): Promise<{ writable: true } | { writable: false; reason: string }> {
  try {
    await probeWrite(db);
    return { writable: true };
  } catch (e) {
    const reason = isReadOnlyDatabase(e) ? 'read-only' : 'unavailable';
    return { writable: false, reason };
  }
}
