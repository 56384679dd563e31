import type SQLite from 'better-sqlite3';

export interface SharedReads {
  /** Runs a read; reads of one event-loop turn share one read transaction on the reader. */
  all(text: string, parameters: readonly unknown[]): unknown[];
  /**
   * As `all`, but answered from memory when the same read already ran on a snapshot with the same data
   * version: rows are then exactly what the read would return. Rows are frozen (shared by callers).
   */
  cached(text: string, parameters: readonly unknown[]): readonly unknown[];
  /** Ends the shared read transaction; the next read starts a new one (called for every writer statement). */
  end(): void;
  close(): void;
}

/** Answers remembered at most by `cached`, per statement; the oldest is dropped first. */
export const CACHED_READS_MAX = 2_000;

/**
 * In WAL mode every autocommit read begins and ends its own read transaction, taking and releasing a
 * shared lock on a WAL read mark (two fcntl calls); that, not the query, is most of a small read's
 * cost (decisions 317, 322). Reads issued in the same event-loop turn (concurrent requests) run inside
 * one BEGIN…ROLLBACK instead, ended at the next check phase (setImmediate). Each read still gets its own
 * rows. The snapshot is never older than the turn; a statement on this process's writing connection
 * ends it first, so a read after a committed write of this process sees that write. A failing read
 * ends the transaction too, so its error cannot reach the reads after it.
 *
 * Each transaction starts by reading `PRAGMA data_version`, which changes whenever any other connection
 * (this process's writer, another process) has committed since the last snapshot. While it is unchanged
 * the database is the same, so an answer `cached` on an earlier snapshot is still exact (decision 326).
 */
export function sharedReads(
  reader: SQLite.Database,
  prepare: (text: string) => SQLite.Statement,
): SharedReads {
  const begin = reader.prepare('BEGIN');
  const rollback = reader.prepare('ROLLBACK');
  const dataVersion = reader.prepare('PRAGMA data_version').pluck();
  let open = false;
  let timer: NodeJS.Immediate | undefined;
  const answers = new Map<string, Map<string, readonly unknown[]>>();
  let answersVersion: unknown = undefined;
  function end() {
    if (!open) return;
    open = false;
    if (timer) clearImmediate(timer);
    timer = undefined;
    // A read transaction has nothing to keep: ROLLBACK ends it like COMMIT and cannot meet a busy
    // lock, so it cannot throw from the setImmediate. SQLite may already have ended it after an error.
    if (reader.inTransaction) rollback.run();
  }
  /** Opens the turn's read transaction if none is open; its first statement fixes the snapshot. */
  function ensureOpen() {
    if (open) return;
    begin.run();
    open = true;
    timer = setImmediate(end);
    try {
      const version = dataVersion.get();
      if (version !== answersVersion) {
        answers.clear();
        answersVersion = version;
      }
    } catch (err) {
      end();
      throw err;
    }
  }
  function all(text: string, parameters: readonly unknown[]): unknown[] {
    ensureOpen(); // ends the transaction itself if it cannot open one
    try {
      return prepare(text).all(...parameters) as unknown[];
    } catch (err) {
      end();
      throw err;
    }
  }
  return {
    all,
    cached(text, parameters) {
      // One map per statement text (the same string each time, so its hash is kept). Within it a lone
      // string argument (a user id) is its own key; JSON keeps ['a,b'] and ['a', 'b'] apart otherwise,
      // so one user's arguments can never name another's answer.
      const key =
        parameters.length === 1 && typeof parameters[0] === 'string'
          ? parameters[0]
          : JSON.stringify(parameters);
      ensureOpen();
      let byArguments = answers.get(text);
      if (!byArguments) answers.set(text, (byArguments = new Map()));
      const known = byArguments.get(key);
      if (known) return known;
      const rows = Object.freeze(all(text, parameters).map((row) => Object.freeze(row)));
      if (byArguments.size >= CACHED_READS_MAX) byArguments.delete(byArguments.keys().next().value!);
      byArguments.set(key, rows);
      return rows;
    },
    end,
    close() {
      end();
      reader.close();
    },
  };
}
