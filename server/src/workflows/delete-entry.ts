import { ASSESS_QUEUE, liveAssessmentJobKeysOf } from '../analysis/index.js';
import { inTransaction, type Executor } from '../db/executor.js';
import type { Deps } from '../deps.js';
import { cancelGeneratingSession, MODULE_QUEUE } from '../exercises/index.js';
import { notFound } from '../http/errors.js';
import { deleteEntryChildren } from '../journal/index.js';
import { schedulePurge, UNDO_WINDOW_MS } from '../journal/index.js';
import { lockLiveEntry } from '../journal/index.js';
import { entryLivenessChanged } from '../progress/index.js';

/**
 * Deletes one entry for every reader at once (decision 176): the row is stamped `deleted_at`, an
 * analysis still in flight is discarded and its generating sessions cancelled, and the purge is
 * scheduled — all in one transaction, so a failure leaves the entry exactly as it was (decision 227).
 * Only then are its running jobs cancelled: from the commit on no read shows the entry and no job can
 * write into it (each writes under `lockLiveEntry`), so a cancel that fails leaves a job that finds the
 * entry gone, never an entry that stays with its analysis cancelled. `restoreEntry` undoes the deletion
 * within UNDO_WINDOW_MS; the purge job then removes the entry with its assessment, correction states and
 * exercise sessions (cards stay).
 */
export async function deleteEntry(deps: Pick<Deps, 'db' | 'jobs' | 'now'>, userId: string, entryId: string) {
  const { db } = deps;
  const deletedAt = deps.now();
  await inTransaction(db.kysely, async (trx) => {
    await lockLiveEntry(trx, db.engine, userId, entryId).catch(() => {
      throw notFound('Journal entry not found'); // not the user's, already deleted, or a concurrent delete won
    });
    // Their module jobs are cancelled below; an undone entry must not show a session generating forever.
    for (const s of await generatingSessions(trx, userId, entryId)) {
      await cancelGeneratingSession(trx, userId, s.id, deletedAt);
    }
    const discarded = await discardAnalysisInFlight(trx, userId, entryId);
    const deleted = await trx
      .updateTable('journal_entries')
      .set({ deleted_at: deletedAt, ...(discarded ? { analysis_state: null } : {}) })
      .where('id', '=', entryId)
      .where('user_id', '=', userId)
      .returning(['id', 'day'])
      .executeTakeFirstOrThrow();
    await entryLivenessChanged(trx, userId, deleted, false);
    // With the deletion, or not at all: a deleted entry without its purge would be kept forever.
    await schedulePurge(deps, userId, entryId, deletedAt, trx);
  });
  await cancelEntryJobs(deps, userId, entryId);
  deps.jobs.wake();
  return { undoUntil: deletedAt + UNDO_WINDOW_MS };
}

/**
 * An analysis running when the entry was deleted was cancelled: what it wrote so far (its `analyzing`
 * assessment, a session it may just have made) goes. True when there was one: the caller's update then
 * puts the entry back to "not analysed", so an undone entry can be analysed again instead of showing
 * "analysing" forever.
 */
async function discardAnalysisInFlight(trx: Executor, userId: string, entryId: string): Promise<boolean> {
  const entry = await trx
    .selectFrom('journal_entries')
    .select('analysis_state')
    .where('id', '=', entryId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (entry.analysis_state !== 'analyzing') return false;
  await deleteEntryChildren(trx, userId, entryId);
  return true;
}

/** Cancels the entry's assessment job and its session's module jobs that are still queued or running. */
export async function cancelEntryJobs(deps: Pick<Deps, 'db' | 'jobs'>, userId: string, entryId: string) {
  const k = deps.db.kysely;
  const modules = await k
    .selectFrom('exercise_modules')
    .innerJoin('exercise_sessions', 'exercise_sessions.id', 'exercise_modules.session_id')
    .select('exercise_modules.id')
    .where('exercise_sessions.user_id', '=', userId)
    .where('exercise_sessions.journal_entry_id', '=', entryId)
    .execute();
  const keys = [
    ...(await liveAssessmentJobKeysOf(k, userId, entryId)).map((key) => [ASSESS_QUEUE, key] as const),
    ...modules.map((m) => [MODULE_QUEUE, `module:${m.id}`] as const),
  ];
  for (const [queue, key] of keys) await deps.jobs.cancel(queue, key);
}

const generatingSessions = (k: Executor, userId: string, entryId: string) =>
  k
    .selectFrom('exercise_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('journal_entry_id', '=', entryId)
    .where('status', '=', 'generating')
    .execute();
