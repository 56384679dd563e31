import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { ExerciseAnswersTable, ExerciseModulesTable, ExerciseSessionsTable } from './tables.js';

export type SessionRow = Selectable<ExerciseSessionsTable>;
export type ModuleRow = Selectable<ExerciseModulesTable>;
export type AnswerRow = Selectable<ExerciseAnswersTable>;

export function findSession(db: Db, userId: string, id: string): Promise<SessionRow | undefined> {
  return db.kysely
    .selectFrom('exercise_sessions')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findSessionByEntry(db: Db, userId: string, entryId: string): Promise<SessionRow | undefined> {
  return db.kysely
    .selectFrom('exercise_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('journal_entry_id', '=', entryId)
    .executeTakeFirst();
}

export function listSessions(db: Db, userId: string, limit: number) {
  return db.kysely
    .selectFrom('exercise_sessions as s')
    .select((eb) => [
      's.id',
      's.title',
      's.status',
      's.created_at',
      's.current_slide',
      // Subqueries, not joins: two joined counts would multiply each other.
      eb
        .selectFrom('exercise_modules as m')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('m.session_id', '=', 's.id')
        .as('concepts_count'),
      eb
        .selectFrom('exercise_answers as a')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('a.session_id', '=', 's.id')
        .as('answered_count'),
    ])
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at', 'desc')
    .limit(limit)
    .execute();
}

export function listModules(db: Db, sessionId: string): Promise<ModuleRow[]> {
  return db.kysely
    .selectFrom('exercise_modules')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('position')
    .execute();
}

/** A module for its generation job: the job carries only the id, so no user scope here. */
export function findModuleForJob(db: Db, moduleId: string) {
  return db.kysely
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

export function listAnswers(db: Db, sessionId: string): Promise<AnswerRow[]> {
  return db.kysely
    .selectFrom('exercise_answers')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('created_at')
    .execute();
}

export function findAnswer(db: Db, sessionId: string, moduleId: string, phase: string, idx: number) {
  return db.kysely
    .selectFrom('exercise_answers')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('module_id', '=', moduleId)
    .where('phase', '=', phase as AnswerRow['phase'])
    .where('idx', '=', idx)
    .executeTakeFirst();
}

/** Records an answer unless that slot already has one (each answer is recorded once). */
export async function insertAnswerOnce(db: Db, row: AnswerRow): Promise<void> {
  await db.kysely
    .insertInto('exercise_answers')
    .values(row)
    .onConflict((oc) => oc.columns(['session_id', 'module_id', 'phase', 'idx']).doNothing())
    .execute();
}

export async function setModuleReady(db: Db, moduleId: string, data: string, now: number): Promise<boolean> {
  const r = await db.kysely
    .updateTable('exercise_modules')
    .set({ status: 'ready', data, error: null, updated_at: now })
    .where('id', '=', moduleId)
    .where('status', '=', 'generating')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function setModuleFailed(db: Db, moduleId: string, error: string, now: number): Promise<void> {
  await db.kysely
    .updateTable('exercise_modules')
    .set({ status: 'failed', error, updated_at: now })
    .where('id', '=', moduleId)
    .where('status', '=', 'generating')
    .execute();
}

/** Moves a generating session to `ready` once every module is ready; answers whether it did. */
export async function markReadyIfComplete(db: Db, sessionId: string, now: number): Promise<boolean> {
  const pending = await db.kysely
    .selectFrom('exercise_modules')
    .select((eb) => eb.fn.count<number>('id').as('n'))
    .where('session_id', '=', sessionId)
    .where('status', '!=', 'ready')
    .executeTakeFirstOrThrow();
  if (Number(pending.n) > 0) return false;
  const r = await db.kysely
    .updateTable('exercise_sessions')
    .set({ status: 'ready', updated_at: now })
    .where('id', '=', sessionId)
    .where('status', '=', 'generating')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function failSession(db: Db, sessionId: string, reason: string, now: number): Promise<void> {
  await db.kysely
    .updateTable('exercise_sessions')
    .set({ status: 'failed', failure_reason: reason, updated_at: now })
    .where('id', '=', sessionId)
    .where('status', '=', 'generating')
    .execute();
}

export async function cancelSession(
  db: Db,
  userId: string,
  sessionId: string,
  now: number,
): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('exercise_sessions')
      .set({ status: 'cancelled', updated_at: now })
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('status', '=', 'generating')
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) return false;
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
  db: Db,
  userId: string,
  sessionId: string,
  slide: number,
  now: number,
): Promise<void> {
  await db.kysely
    .updateTable('exercise_sessions')
    .set({ current_slide: slide, updated_at: now })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .execute();
}

export async function markCompleted(
  db: Db,
  userId: string,
  sessionId: string,
  now: number,
): Promise<boolean> {
  const r = await db.kysely
    .updateTable('exercise_sessions')
    .set({ status: 'completed', completed_at: now, updated_at: now })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('status', '=', 'ready')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
