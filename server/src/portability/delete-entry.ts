import { sql, type Kysely } from 'kysely';
import { ASSESS_QUEUE } from '../assessment/service.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { MODULE_QUEUE } from '../exercises/service.js';
import { notFound } from '../http/errors.js';

/** Thrown inside a job's write transaction when its entry was deleted meanwhile (the job then stops). */
export class EntryGoneError extends Error {
  constructor(entryId: string) {
    super(`journal entry ${entryId} was deleted`);
    this.name = 'EntryGoneError';
  }
}

/**
 * Locks the entry's row for the rest of the transaction and throws EntryGoneError when it is gone. A job
 * that writes rows pointing at an entry calls it first inside its write transaction: on PostgreSQL it
 * waits for a concurrent delete to commit (FOR UPDATE), on SQLite transactions are serial anyway, so
 * either the delete sees the job's rows and removes them, or the job sees no entry and writes nothing.
 */
export async function lockLiveEntry(trx: Kysely<Database>, db: Db, userId: string, entryId: string) {
  let q = trx
    .selectFrom('journal_entries')
    .select('id')
    .where('id', '=', entryId)
    .where('user_id', '=', userId);
  if (db.engine === 'postgres') q = q.forUpdate();
  if (!(await q.executeTakeFirst())) throw new EntryGoneError(entryId);
}

/**
 * Deletes one entry with its assessment, correction states and exercise sessions (modules, answers);
 * the concepts and cards made from it stay, no longer pointing at it. Running jobs are cancelled first
 * (their signal aborts); one that gets past that finds no entry at its guarded write and stops.
 */
export async function deleteEntry(deps: Pick<Deps, 'db' | 'jobs'>, userId: string, entryId: string) {
  const { db } = deps;
  const k = db.kysely;
  const entry = await k
    .selectFrom('journal_entries')
    .select('id')
    .where('id', '=', entryId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!entry) throw notFound('Journal entry not found');
  await cancelEntryJobs(deps, userId, entryId);
  await k.transaction().execute(async (trx) => {
    await lockLiveEntry(trx, db, userId, entryId).catch(() => undefined);
    await deleteEntryRows(trx, userId, entryId);
  });
}

/** The rows of one entry, inside the caller's transaction (also used by an import's "replace"). */
export async function deleteEntryRows(trx: Kysely<Database>, userId: string, entryId: string) {
  const sessions = trx
    .selectFrom('exercise_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('journal_entry_id', '=', entryId);
  await trx.deleteFrom('exercise_answers').where('session_id', 'in', sessions).execute();
  await trx.deleteFrom('exercise_modules').where('session_id', 'in', sessions).execute();
  await trx
    .deleteFrom('exercise_sessions')
    .where('user_id', '=', userId)
    .where('journal_entry_id', '=', entryId)
    .execute();
  for (const t of ['correction_states', 'assessments'] as const) {
    await trx.deleteFrom(t).where('user_id', '=', userId).where('journal_entry_id', '=', entryId).execute();
  }
  // Cards stay; their concept just no longer names a source entry that does not exist.
  await trx
    .updateTable('concepts')
    .set({ source_journal_entry_id: null })
    .where('user_id', '=', userId)
    .where('source_journal_entry_id', '=', entryId)
    .execute();
  await trx.deleteFrom('journal_entries').where('id', '=', entryId).where('user_id', '=', userId).execute();
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
    ...(
      await k
        .selectFrom('jobs')
        .select('key')
        .where('queue', '=', ASSESS_QUEUE)
        .where('user_id', '=', userId)
        .where('state', 'in', ['queued', 'running'])
        // Assessment keys are `assess:<entry id>:<time>`.
        .where('key', 'like', sql<string>`${`assess:${entryId}:`} || '%'`)
        .execute()
    ).map((j) => [ASSESS_QUEUE, j.key!] as const),
    ...modules.map((m) => [MODULE_QUEUE, `module:${m.id}`] as const),
  ];
  for (const [queue, key] of keys) await deps.jobs.cancel(queue, key);
}
