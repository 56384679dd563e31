import type SQLite from 'better-sqlite3';

export interface SharedReads {
  /** Runs a read; reads of one event-loop turn share one read transaction on the reader. */
  all(text: string, parameters: readonly unknown[]): unknown[];
  /** Ends the shared read transaction; the next read starts a new one (called for every writer statement). */
  end(): void;
  close(): void;
}

/**
 * In WAL mode every autocommit read begins and ends its own read transaction, taking and releasing a
 * shared lock on a WAL read mark (two fcntl calls); that, not the query, is most of a small read's
 * cost (decisions 317, 322). Reads issued in the same event-loop turn (concurrent requests) run inside
 * one BEGIN…ROLLBACK instead, ended at the next check phase (setImmediate). Each read still gets its own
 * rows. The snapshot is never older than the turn; a statement on this process's writing connection
 * ends it first, so a read after a committed write of this process sees that write. A failing read
 * ends the transaction too, so its error cannot reach the reads after it.
 */
export function sharedReads(
  reader: SQLite.Database,
  prepare: (text: string) => SQLite.Statement,
): SharedReads {
  const begin = reader.prepare('BEGIN');
  const rollback = reader.prepare('ROLLBACK');
  let open = false;
  let timer: NodeJS.Immediate | undefined;
  function end() {
    if (!open) return;
    open = false;
    if (timer) clearImmediate(timer);
    timer = undefined;
    // A read transaction has nothing to keep: ROLLBACK ends it like COMMIT and cannot meet a busy
    // lock, so it cannot throw from the setImmediate. SQLite may already have ended it after an error.
    if (reader.inTransaction) rollback.run();
  }
  return {
    all(text, parameters) {
      if (!open) {
        begin.run();
        open = true;
        timer = setImmediate(end);
      }
      try {
        return prepare(text).all(...parameters) as unknown[];
      } catch (err) {
        end();
        throw err;
      }
    },
    end,
    close() {
      end();
      reader.close();
    },
  };
}
