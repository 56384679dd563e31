import type { SessionStatus } from '@inkwell/contract';
import type { ExpressionBuilder, Insertable, Selectable, Updateable } from 'kysely';
import { inTransaction, onPostgres, type Executor } from '../db/executor.js';
import type { Database } from '../db/schema.js';
import { compiledOnce } from '../db/compiled-once.js';
import type { ExerciseAnswersTable, ExerciseModulesTable, ExerciseSessionsTable } from './tables.js';
import { deletedEntry } from '../journal/index.js';

export type SessionRow = Selectable<ExerciseSessionsTable>;
export type ModuleRow = Selectable<ExerciseModulesTable>;
export type AnswerRow = Selectable<ExerciseAnswersTable>;

/**
 * A session of an entry deleted moments ago (still in its undo window, decision 176) is hidden from
 * every read below, as its entry is; a session without an entry (a deck's) always shows.
 */
const ofLiveEntry = (eb: ExpressionBuilder<Database, 'exercise_sessions'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('journal_entries as je')
        .select('je.id')
        .whereRef('je.id', '=', 'exercise_sessions.journal_entry_id')
        .where(deletedEntry('je')),
    ),
  );

export function findSession(k: Executor, userId: string, id: string): Promise<SessionRow | undefined> {
  return k
    .selectFrom('exercise_sessions')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where(ofLiveEntry)
    .executeTakeFirst();
}

export function findSessionByEntry(
  k: Executor,
  userId: string,
  entryId: string,
): Promise<SessionRow | undefined> {
  return k
    .selectFrom('exercise_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('journal_entry_id', '=', entryId)
    .where(ofLiveEntry)
    .executeTakeFirst();
}

export async function listSessions(k: Executor, userId: string, limit: number) {
  return (await sessionList(k, '', userId, limit)).rows;
}

// Compiled once (decision 325): the exercise list of the learners' mix.
const sessionList = compiledOnce((k, _: '', userId: string, limit: number) =>
  k
    .selectFrom('exercise_sessions')
    .select((eb) => [
      'exercise_sessions.id',
      'exercise_sessions.title',
      'exercise_sessions.title_message',
      'exercise_sessions.status',
      'exercise_sessions.created_at',
      'exercise_sessions.current_slide',
      // Subqueries, not joins: two joined counts would multiply each other.
      eb
        .selectFrom('exercise_modules as m')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('m.session_id', '=', 'exercise_sessions.id')
        .as('concepts_count'),
      eb
        .selectFrom('exercise_answers as a')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('a.session_id', '=', 'exercise_sessions.id')
        .as('answered_count'),
    ])
    .where('exercise_sessions.user_id', '=', userId)
    .where(ofLiveEntry)
    .orderBy('exercise_sessions.created_at', 'desc')
    .limit(limit),
);

/**
 * The session of an entry (as findSessionByEntry finds it) with its modules in position order, in one
 * read (decision 319): undefined without a session; a session with no module has `modules` empty (the
 * left join's row of nulls). Modules are scoped by the caller too.
 */
export async function findEntrySessionModules(
  k: Executor,
  userId: string,
  entryId: string,
): Promise<{ sessionId: string; modules: ModuleRow[] } | undefined> {
  const rows = await k
    .selectFrom('exercise_sessions')
    .leftJoin('exercise_modules', (join) =>
      join
        .onRef('exercise_modules.session_id', '=', 'exercise_sessions.id')
        .on('exercise_modules.user_id', '=', userId),
    )
    .selectAll('exercise_modules')
    .select('exercise_sessions.id as found_session_id')
    .where('exercise_sessions.user_id', '=', userId)
    .where('exercise_sessions.journal_entry_id', '=', entryId)
    .where(ofLiveEntry)
    .orderBy('exercise_modules.position')
    .execute();
  if (rows.length === 0) return undefined;
  const modules = rows.flatMap(({ found_session_id: _, ...m }) => (m.id === null ? [] : [m as ModuleRow]));
  return { sessionId: rows[0]!.found_session_id, modules };
}

export function listModules(k: Executor, sessionId: string): Promise<ModuleRow[]> {
  return k
    .selectFrom('exercise_modules')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('position')
    .execute();
}

/** A module for its generation job: the job carries only the id, so no user scope here. */
export function findModuleForJob(k: Executor, moduleId: string) {
  return k
    .selectFrom('exercise_modules as m')
    .innerJoin('exercise_sessions as s', 's.id', 'm.session_id')
    .select([
      'm.id',
      'm.user_id',
      'm.input',
      'm.status',
      'm.session_id',
      'm.concept_title',
      's.status as session_status',
    ])
    .where('m.id', '=', moduleId)
    .executeTakeFirst();
}

export function listAnswers(k: Executor, sessionId: string): Promise<AnswerRow[]> {
  return k
    .selectFrom('exercise_answers')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('created_at')
    .execute();
}

export function findAnswer(k: Executor, sessionId: string, moduleId: string, phase: string, idx: number) {
  return k
    .selectFrom('exercise_answers')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('module_id', '=', moduleId)
    .where('phase', '=', phase as AnswerRow['phase'])
    .where('idx', '=', idx)
    .executeTakeFirst();
}

/** Records an answer unless that slot already has one (each answer is recorded once). */
export async function insertAnswerOnce(k: Executor, row: AnswerRow): Promise<void> {
  await k
    .insertInto('exercise_answers')
    .values(row)
    .onConflict((oc) => oc.columns(['session_id', 'module_id', 'phase', 'idx']).doNothing())
    .execute();
}

export async function setModuleReady(
  k: Executor,
  moduleId: string,
  data: string,
  now: number,
): Promise<boolean> {
  const r = await k
    .updateTable('exercise_modules')
    .set({ status: 'ready', data, error: null, updated_at: now })
    .where('id', '=', moduleId)
    .where('status', '=', 'generating')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function setModuleFailed(
  k: Executor,
  moduleId: string,
  error: string,
  now: number,
): Promise<void> {
  await k
    .updateTable('exercise_modules')
    .set({ status: 'failed', error, updated_at: now })
    .where('id', '=', moduleId)
    .where('status', '=', 'generating')
    .execute();
}

/** Moves a generating session to `ready` once every module is ready; answers whether it did. */
export async function markReadyIfComplete(k: Executor, sessionId: string, now: number): Promise<boolean> {
  if ((await countModules(k, sessionId)).pending > 0) return false;
  return markSessionReady(k, sessionId, now);
}

/** A session's modules in all, and those not ready yet, in one read. */
export async function countModules(
  k: Executor,
  sessionId: string,
): Promise<{ all: number; pending: number }> {
  const row = await k
    .selectFrom('exercise_modules')
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn.count<number>(eb.case().when('status', '!=', 'ready').then(1).end()).as('pending'),
    ])
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return { all: Number(row.all), pending: Number(row.pending) };
}

/**
 * Deletes the caller's modules `ids` with their answers, then counts the session's modules as
 * countModules. PostgreSQL: one statement; its count reads the snapshot from before the deletes, so it
 * leaves the deleted ids out. Answers go only with a module the user-scoped delete removed.
 */
export async function dropModulesAndCount(
  k: Executor,
  userId: string,
  sessionId: string,
  ids: string[],
): Promise<{ all: number; pending: number }> {
  if (ids.length === 0) return countModules(k, sessionId);
  if (!onPostgres(k)) {
    await k
      .deleteFrom('exercise_answers')
      .where('module_id', 'in', ids)
      .where('user_id', '=', userId)
      .execute();
    await k.deleteFrom('exercise_modules').where('id', 'in', ids).where('user_id', '=', userId).execute();
    return countModules(k, sessionId);
  }
  const row = await k
    .with('gone', (db) =>
      db.deleteFrom('exercise_modules').where('id', 'in', ids).where('user_id', '=', userId).returning('id'),
    )
    .with('gone_answers', (db) =>
      db.deleteFrom('exercise_answers').where('module_id', 'in', db.selectFrom('gone').select('gone.id')),
    )
    .selectFrom('exercise_modules')
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn.count<number>(eb.case().when('status', '!=', 'ready').then(1).end()).as('pending'),
    ])
    .where('session_id', '=', sessionId)
    .where('id', 'not in', (eb) => eb.selectFrom('gone').select('gone.id'))
    .executeTakeFirstOrThrow();
  return { all: Number(row.all), pending: Number(row.pending) };
}

/** A generating session whose modules are all ready becomes ready (the caller counted them). */
export async function markSessionReady(k: Executor, sessionId: string, now: number): Promise<boolean> {
  const r = await k
    .updateTable('exercise_sessions')
    .set({ status: 'ready', updated_at: now })
    .where('id', '=', sessionId)
    .where('status', '=', 'generating')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function failSession(
  k: Executor,
  sessionId: string,
  reason: string,
  now: number,
): Promise<void> {
  await k
    .updateTable('exercise_sessions')
    .set({ status: 'failed', failure_reason: reason, updated_at: now })
    .where('id', '=', sessionId)
    .where('status', '=', 'generating')
    .execute();
}

export async function cancelSession(
  k: Executor,
  userId: string,
  sessionId: string,
  now: number,
): Promise<boolean> {
  return inTransaction(k, async (trx) => {
    if (
      !(await moveSession(trx, userId, sessionId, ['generating'], { status: 'cancelled', updated_at: now }))
    )
      return false;
    await trx
      .updateTable('exercise_modules')
      .set({ status: 'cancelled', updated_at: now })
      .where('session_id', '=', sessionId)
      .where('status', '=', 'generating')
      .execute();
    return true;
  });
}

export async function setProgress(
  k: Executor,
  userId: string,
  sessionId: string,
  slide: number,
  now: number,
): Promise<void> {
  await k
    .updateTable('exercise_sessions')
    .set({ current_slide: slide, updated_at: now })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .execute();
}

export async function markCompleted(
  k: Executor,
  userId: string,
  sessionId: string,
  now: number,
): Promise<boolean> {
  return moveSession(k, userId, sessionId, ['ready'], {
    status: 'completed',
    completed_at: now,
    updated_at: now,
  });
}

/** Stores a new session with its modules. */
export async function insertSession(
  k: Executor,
  session: Insertable<ExerciseSessionsTable>,
  modules: Insertable<ExerciseModulesTable>[],
): Promise<void> {
  await inTransaction(k, async (trx) => {
    await trx.insertInto('exercise_sessions').values(session).execute();
    if (modules.length) await trx.insertInto('exercise_modules').values(modules).execute();
  });
}

/** A failed or cancelled session is generating again; false when it is in another state by now. */
export async function restartSession(
  k: Executor,
  userId: string,
  sessionId: string,
  now: number,
): Promise<boolean> {
  return moveSession(k, userId, sessionId, ['failed', 'cancelled'], {
    status: 'generating',
    failure_reason: null,
    updated_at: now,
  });
}

/** Moves the user's session out of one of the `from` states; false when it is in none of them by now. */
async function moveSession(
  k: Executor,
  userId: string,
  sessionId: string,
  from: SessionStatus[],
  set: Updateable<ExerciseSessionsTable>,
): Promise<boolean> {
  const r = await k
    .updateTable('exercise_sessions')
    .set(set)
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Takes the session's modules that are not ready out, answering them (their replacements get new ids). */
export async function removeUnreadyModules(k: Executor, sessionId: string): Promise<ModuleRow[]> {
  const stale = await k
    .selectFrom('exercise_modules')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('status', '!=', 'ready')
    .execute();
  if (stale.length > 0)
    await k
      .deleteFrom('exercise_modules')
      .where('session_id', '=', sessionId)
      .where('status', '!=', 'ready')
      .execute();
  return stale;
}

export async function insertModules(k: Executor, rows: ModuleRow[]): Promise<void> {
  if (rows.length) await k.insertInto('exercise_modules').values(rows).execute();
}
