import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ControlledTransaction } from 'kysely';
import type { Executor } from '../db/executor.js';
import type { Database } from '../db/schema.js';
import { deleteEntryRows, moveEntryId } from '../journal/index.js';
import { IMPORT_COSTS } from './import-limits.js';

/**
 * `deleted_at` of an entry an import has written but not yet shown: hidden from every reader (they all
 * read `deleted_at IS NULL`, decision 193), never restorable (its "deletion" is long past the undo
 * window) and never purged by a job. The import's last transaction shows them all at once.
 */
export const STAGED_DELETED_AT = 0;

/** What an import's commit tells the batches, so that a failure part-way can be undone. */
export interface ImportWrites {
  /** Call before each record's statements: past `rowsPerBatch` rows the batch commits and other requests run. */
  tick(rows?: number): Promise<void>;
  /** A row the import created (an entry written with STAGED_DELETED_AT, a concept, a session). */
  created(kind: 'entry' | 'concept' | 'session', id: string): void;
  /** An existing entry about to get text appended: kept as it is, to put back on failure. */
  appending(entry: { id: string; content: string; word_count: number }): Promise<void>;
  /**
   * An existing entry an imported one (`replacementId`) replaces: hidden and moved off its day now,
   * deleted at the end, when the replacement takes its id (old links keep working, issue 21).
   */
  setAside(entryId: string, replacementId: string): Promise<void>;
}

type Kept = { id: string; content: string; word_count: number; version: number; updated_at: number };

/**
 * Runs an import's writes in transactions of about `rowsPerBatch` rows with a turn of the event loop
 * between them (issue 21): on SQLite one transaction of 200,000 rows held the only writing connection
 * and the event loop for seconds. For the learner it stays all or nothing:
 * - new entries are written hidden (STAGED_DELETED_AT) and shown together in the last transaction;
 *   replaced entries are hidden and moved off their day (so the new one can take it) and deleted only
 *   once everything is written; appended entries are kept as they were;
 * - if anything fails, the rows written so far are removed (entries with what hangs on them, concepts
 *   with their cards and reviews, sessions), appended and replaced entries put back, and the error
 *   rethrown. Concepts, cards and sessions of a running import are visible to its own account only
 *   while it runs. A process killed part-way leaves its staged entries hidden (decision 204).
 */
export async function writeInBatches<T>(
  k: Executor,
  userId: string,
  work: (trx: Executor, writes: ImportWrites) => Promise<T>,
  rowsPerBatch: number = IMPORT_COSTS.rowsPerBatch,
): Promise<T> {
  let current: ControlledTransaction<Database> = await k.startTransaction().execute();
  // The executor the commit writes on: always the batch open now.
  const trx = new Proxy(k, {
    get(_target, name) {
      const value: unknown = Reflect.get(current, name, current);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(current) : value;
    },
  });
  const created = { entry: [] as string[], concept: [] as string[], session: [] as string[] };
  const appended: Kept[] = [];
  const asides: { id: string; day: string; replacement: string }[] = [];
  let rows = 0;
  const next = async () => {
    await current.commit().execute();
    await nextTurn();
    current = await k.startTransaction().execute();
    rows = 0;
  };
  const writes: ImportWrites = {
    async tick(n = 1) {
      if (rows > 0 && rows + n > rowsPerBatch) await next();
      rows += n;
    },
    created: (kind, id) => void created[kind].push(id),
    async appending(entry) {
      const row = await trx
        .selectFrom('journal_entries')
        .select(['id', 'content', 'word_count', 'version', 'updated_at'])
        .where('id', '=', entry.id)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      appended.push(row);
    },
    async setAside(entryId, replacementId) {
      const row = await trx
        .selectFrom('journal_entries')
        .select(['id', 'day'])
        .where('id', '=', entryId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      asides.push({ ...row, replacement: replacementId });
      await trx
        .updateTable('journal_entries')
        .set({ day: `replaced:${entryId}`, deleted_at: STAGED_DELETED_AT })
        .where('id', '=', entryId)
        .where('user_id', '=', userId)
        .execute();
    },
  };
  let result: T;
  try {
    result = await work(trx, writes);
    // The switch: every new entry shows at once.
    for (let i = 0; i < created.entry.length; i += 500) {
      await current
        .updateTable('journal_entries')
        .set({ deleted_at: null })
        .where('user_id', '=', userId)
        .where('id', 'in', created.entry.slice(i, i + 500))
        .execute();
    }
    await current.commit().execute();
  } catch (e) {
    await current
      .rollback()
      .execute()
      .catch(() => undefined);
    await undo(k, userId, { created, appended, asides }, rowsPerBatch);
    throw e;
  }
  // The replaced entries are already hidden: they go in batches of their own.
  for (let i = 0; i < asides.length; i += 50) {
    await nextTurn();
    await k.transaction().execute(async (t) => {
      for (const a of asides.slice(i, i + 50)) {
        await deleteEntryRows(t, userId, a.id);
        await moveEntryId(t, userId, a.replacement, a.id);
      }
    });
  }
  return result;
}

/** Takes back what the committed batches of a failed import wrote, in short transactions too. */
async function undo(
  k: Executor,
  userId: string,
  done: {
    created: Record<'entry' | 'concept' | 'session', string[]>;
    appended: Kept[];
    asides: { id: string; day: string; replacement: string }[];
  },
  size: number,
): Promise<void> {
  const chunks = <T>(list: T[], n = size) =>
    Array.from({ length: Math.ceil(list.length / n) }, (_, i) => list.slice(i * n, i * n + n));
  const step = async (work: (t: Executor) => Promise<void>) => {
    await nextTurn();
    await k.transaction().execute(work);
  };
  for (const ids of chunks(done.created.session)) {
    await step(async (t) => {
      await t.deleteFrom('exercise_answers').where('session_id', 'in', ids).execute();
      await t.deleteFrom('exercise_modules').where('session_id', 'in', ids).execute();
      await t.deleteFrom('exercise_sessions').where('user_id', '=', userId).where('id', 'in', ids).execute();
    });
  }
  for (const ids of chunks(done.created.entry, 50)) {
    await step(async (t) => {
      for (const id of ids) await deleteEntryRows(t, userId, id);
    });
  }
  for (const ids of chunks(done.created.concept, 100)) {
    await step(async (t) => {
      const cards = t
        .selectFrom('cards')
        .select('id')
        .where('user_id', '=', userId)
        .where('concept_id', 'in', ids);
      await t.deleteFrom('review_logs').where('user_id', '=', userId).where('card_id', 'in', cards).execute();
      await t.deleteFrom('cards').where('user_id', '=', userId).where('concept_id', 'in', ids).execute();
      await t
        .deleteFrom('concept_aliases')
        .where('user_id', '=', userId)
        .where('concept_id', 'in', ids)
        .execute();
      await t.deleteFrom('concepts').where('user_id', '=', userId).where('id', 'in', ids).execute();
    });
  }
  for (const rows of chunks(done.appended, 100)) {
    await step(async (t) => {
      for (const { id, ...kept } of rows) {
        await t
          .updateTable('journal_entries')
          .set(kept)
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .execute();
      }
    });
  }
  for (const rows of chunks(done.asides, 100)) {
    await step(async (t) => {
      for (const { id, day } of rows) {
        await t
          .updateTable('journal_entries')
          .set({ day, deleted_at: null })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .execute();
      }
    });
  }
}
