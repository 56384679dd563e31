import { inTransaction, type Executor } from '../db/executor.js';
import type { Deps } from '../deps.js';
import { HttpError, notFound } from '../http/errors.js';
import { RetryLaterJobError } from '../jobs/types.js';
import type { JournalRow } from './repo.js';
import { deleteEntryRows } from './entry-rows.js';
import { deletedEntry } from './live-entry.js';
import { entryLivenessChanged } from '../progress/index.js';

/**
 * How long a deleted entry can be restored (decision 176). Longer than the web app's 6 s toast, so an
 * "Undo" clicked at its last moment on a slow connection still lands.
 */
export const UNDO_WINDOW_MS = 15_000;
export const PURGE_QUEUE = 'entry-purge';

interface PurgePayload {
  userId: string;
  entryId: string;
  deletedAt: number;
}

const purgeKey = (entryId: string, deletedAt: number) => `purge:${entryId}:${deletedAt}`;

/** A durable delayed job (a jobs row on either engine), so the purge also happens after a restart. */
export async function schedulePurge(
  deps: Pick<Deps, 'jobs'>,
  userId: string,
  entryId: string,
  deletedAt: number,
  trx?: Executor,
) {
  await deps.jobs.enqueue<PurgePayload>(
    PURGE_QUEUE,
    { userId, entryId, deletedAt },
    { key: purgeKey(entryId, deletedAt), userId, delayMs: UNDO_WINDOW_MS + 1000, ...(trx ? { trx } : {}) },
  );
}

export function definePurgeJobs(deps: Deps): void {
  deps.jobs.define<PurgePayload>({
    name: PURGE_QUEUE,
    concurrency: 1,
    maxAttempts: 5,
    handler: async ({ payload }) => {
      const wait = payload.deletedAt + UNDO_WINDOW_MS - deps.now();
      if (wait > 0) throw new RetryLaterJobError('the undo window is still open', wait + 1000);
      await purgeDeletedEntry(deps.db.kysely, payload.userId, payload.entryId, payload.deletedAt);
    },
  });
}

/**
 * Removes a deleted entry for good, with its assessment, correction states and sessions (cards stay).
 * Only the deletion this job was made for: an entry restored (and maybe deleted again) is not touched.
 */
export async function purgeDeletedEntry(k: Executor, userId: string, entryId: string, deletedAt: number) {
  await purgeDeleted(k, userId, { entryId, deletedAt });
}

/**
 * A new entry for a day whose entry was deleted moments ago: the deleted one is purged at once (its
 * undo is then over), as the day holds one entry. True when there was one.
 */
export async function purgeDeletedEntryOfDay(k: Executor, userId: string, day: string): Promise<boolean> {
  return purgeDeleted(k, userId, { day });
}

/**
 * Removes the user's deleted entry that `which` names, in one transaction (the caller's, when it passes
 * one); true when there was one.
 */
async function purgeDeleted(
  k: Executor,
  userId: string,
  which: { entryId: string; deletedAt: number } | { day: string },
): Promise<boolean> {
  return inTransaction(k, async (trx) => {
    const row = await trx
      .selectFrom('journal_entries')
      .select('id')
      .where('user_id', '=', userId)
      .where(deletedEntry())
      .where((eb) =>
        'day' in which
          ? eb('day', '=', which.day)
          : eb.and([eb('id', '=', which.entryId), eb('deleted_at', '=', which.deletedAt)]),
      )
      .executeTakeFirst();
    if (row) await deleteEntryRows(trx, userId, row.id);
    return row !== undefined;
  });
}

/**
 * Undo: the caller's entry deleted less than UNDO_WINDOW_MS ago is back for every reader. A live entry
 * answers as it is (a second click), one past the window 410, anyone else's or a purged one 404.
 */
export async function restoreEntry(
  deps: Pick<Deps, 'db' | 'jobs' | 'now'>,
  userId: string,
  entryId: string,
): Promise<JournalRow> {
  const k = deps.db.kysely;
  const row = await k
    .selectFrom('journal_entries')
    .selectAll()
    .where('id', '=', entryId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Journal entry not found');
  const deletedAt = row.deleted_at === null ? null : Number(row.deleted_at);
  if (deletedAt === null) return row;
  if (deps.now() > deletedAt + UNDO_WINDOW_MS) {
    throw new HttpError(410, 'The entry was deleted too long ago to undo');
  }
  // Back in the stored streak runs and word count (decision 263) with the entry itself.
  const restored = await inTransaction(k, async (trx) => {
    const back = await trx
      .updateTable('journal_entries')
      .set({ deleted_at: null })
      .where('id', '=', entryId)
      .where('user_id', '=', userId)
      .where('deleted_at', '=', deletedAt)
      .returningAll()
      .executeTakeFirst();
    if (back) await entryLivenessChanged(trx, userId, back, true);
    return back;
  });
  if (!restored) throw notFound('Journal entry not found');
  await deps.jobs.cancel(PURGE_QUEUE, purgeKey(entryId, deletedAt));
  return restored;
}
