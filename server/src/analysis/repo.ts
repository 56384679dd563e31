import { compiledOnce } from '../db/compiled-once.js';
import type { AssessmentCorrection, AssessmentData, CodedText } from '@inkwell/contract';
import { sql, type QueryCreator, type Selectable } from 'kysely';
import type { Database } from '../db/schema.js';
import { onPostgres, type Executor } from '../db/executor.js';
import type { AssessmentsTable, CorrectionStatesTable } from './tables.js';
import { liveEntry } from '../journal/index.js';

export type AssessmentRow = Selectable<AssessmentsTable>;
export type CorrectionStateRow = Selectable<CorrectionStatesTable>;

export function findAssessment(
  k: Executor,
  userId: string,
  entryId: string,
): Promise<AssessmentRow | undefined> {
  return k
    .selectFrom('assessments')
    .selectAll()
    .where('journal_entry_id', '=', entryId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * The caller's live entry and its assessment in one read (decision 319): undefined when the entry is
 * not the caller's or is deleted, `assessment` null when it has none. Both tables are scoped by the
 * caller's user id, so another learner's assessment can never join a learner's entry.
 */
export async function findEntryAssessment(
  k: Executor,
  userId: string,
  entryId: string,
): Promise<{ assessment: AssessmentRow | null } | undefined> {
  const row = (await entryAssessment(k, '', userId, entryId)).rows[0];
  if (!row) return undefined;
  // Without an assessment every column of the left join is null; with one its key never is.
  return { assessment: row.journal_entry_id === null ? null : (row as AssessmentRow) };
}

// Compiled once (decision 325): read by GET assessment and every correction-state of the mix.
const entryAssessment = compiledOnce((k, _: '', userId: string, entryId: string) =>
  k
    .selectFrom('journal_entries')
    .leftJoin('assessments', (join) =>
      join
        .onRef('assessments.journal_entry_id', '=', 'journal_entries.id')
        .on('assessments.user_id', '=', userId),
    )
    .selectAll('assessments')
    .where('journal_entries.user_id', '=', userId)
    .where('journal_entries.id', '=', entryId)
    .where(liveEntry()),
);

/** Starts (or restarts after a failure) the assessment row of an entry. */
export async function startAssessment(
  k: Executor,
  userId: string,
  entryId: string,
  now: number,
): Promise<void> {
  await k
    .insertInto('assessments')
    .values({
      journal_entry_id: entryId,
      user_id: userId,
      status: 'analyzing',
      data: null,
      error: null,
      error_coded: null,
      new_words: 0,
      new_grammar_points: 0,
      level: null,
      exercise_session_id: null,
      partial_corrections: null,
      retry_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('journal_entry_id').doUpdateSet({
        status: 'analyzing',
        error: null,
        error_coded: null,
        partial_corrections: null,
        retry_at: null,
        updated_at: now,
      }),
    )
    .execute();
}

export async function completeAssessment(
  k: Executor,
  userId: string,
  entryId: string,
  data: AssessmentData,
  exerciseSessionId: string | null,
  now: number,
): Promise<void> {
  await k
    .updateTable('assessments')
    .set({
      status: 'done',
      data: JSON.stringify(data),
      error: null,
      error_coded: null,
      new_words: data.vocab_concepts.length,
      new_grammar_points: data.grammar.length,
      level: data.student_language_level,
      exercise_session_id: exerciseSessionId,
      partial_corrections: null,
      retry_at: null,
      updated_at: now,
    })
    .where('journal_entry_id', '=', entryId)
    .where('user_id', '=', userId)
    .execute();
}

export async function failAssessment(
  k: Executor,
  userId: string,
  entryId: string,
  error: string,
  now: number,
  /** The reason as a code (decision 294). */
  coded: CodedText | null = null,
): Promise<void> {
  await k
    .updateTable('assessments')
    .set({
      status: 'failed',
      error,
      error_coded: coded ? JSON.stringify(coded) : null,
      partial_corrections: null,
      retry_at: null,
      updated_at: now,
    })
    .where('journal_entry_id', '=', entryId)
    .where('user_id', '=', userId)
    .where('status', '=', 'analyzing')
    .execute();
}

/**
 * The corrections a running assessment has found so far (null clears them). Written only while the
 * row is `analyzing`: a late write can never land on a finished or failed assessment.
 */
export async function savePartialCorrections(
  k: Executor,
  userId: string,
  entryId: string,
  corrections: readonly AssessmentCorrection[] | null,
): Promise<void> {
  await k
    .updateTable('assessments')
    .set({ partial_corrections: corrections ? JSON.stringify(corrections) : null })
    .where('journal_entry_id', '=', entryId)
    .where('user_id', '=', userId)
    .where('status', '=', 'analyzing')
    .execute();
}

/**
 * An attempt of the assessment job begins: what an earlier attempt found and when it was to run again
 * are void. Written only while the row is `analyzing`.
 */
export async function beginAttempt(k: Executor, userId: string, entryId: string): Promise<void> {
  await k
    .updateTable('assessments')
    .set({ partial_corrections: null, retry_at: null })
    .where('journal_entry_id', '=', entryId)
    .where('user_id', '=', userId)
    .where('status', '=', 'analyzing')
    .execute();
}

/** The model was busy: the job runs again at `retryAt` (epoch ms), shown to the learner (decision 196). */
export async function waitForModel(
  k: Executor,
  userId: string,
  entryId: string,
  retryAt: number,
): Promise<void> {
  await k
    .updateTable('assessments')
    .set({ retry_at: retryAt, partial_corrections: null })
    .where('journal_entry_id', '=', entryId)
    .where('user_id', '=', userId)
    .where('status', '=', 'analyzing')
    .execute();
}

/** Keys of the entry's assessment jobs still queued or running (keys are `assess:<entry id>:<time>`). */
export async function liveAssessmentJobKeys(
  k: Executor,
  queue: string,
  userId: string,
  entryId: string,
): Promise<string[]> {
  const rows = await k
    .selectFrom('jobs')
    .select('key')
    .where('queue', '=', queue)
    .where('user_id', '=', userId)
    .where('state', 'in', ['queued', 'running'])
    .where('key', 'like', sql<string>`${`assess:${entryId}:`} || '%'`)
    .execute();
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

/** My Journals: what each assessed entry discovered, in one query. */
export async function summariesOf(k: Executor, userId: string, entryIds: readonly string[]) {
  const rows = await k
    .selectFrom('assessments')
    .select(['journal_entry_id', 'new_words', 'new_grammar_points', 'level'])
    .where('user_id', '=', userId)
    .where('status', '=', 'done')
    .where('journal_entry_id', 'in', [...entryIds])
    .execute();
  return new Map(
    rows.map((r) => [
      r.journal_entry_id,
      { new_words: r.new_words, new_grammar_points: r.new_grammar_points, level: r.level },
    ]),
  );
}

export function listCorrectionStates(
  k: Executor,
  userId: string,
  entryId: string,
): Promise<CorrectionStateRow[]> {
  return k
    .selectFrom('correction_states')
    .selectAll()
    .where('journal_entry_id', '=', entryId)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Saves correction states and answers all of the entry's states after the save. On PostgreSQL that is
 * one statement (decision 319): the rows it wrote come from the upsert's RETURNING, the entry's other
 * states from the same snapshot (a CTE's own writes are not visible to its sibling reads). SQLite runs
 * the upsert, then the list.
 */
export async function saveCorrectionStates(
  k: Executor,
  userId: string,
  entryId: string,
  states: { correction_id: string; accepted: boolean; rejected: boolean }[],
  now: number,
): Promise<CorrectionStateRow[]> {
  if (states.length === 0) return listCorrectionStates(k, userId, entryId);
  const upsert = (db: QueryCreator<Database>) =>
    correctionStatesUpsert(
      db,
      states.map((s) => ({
        journal_entry_id: entryId,
        user_id: userId,
        correction_id: s.correction_id,
        accepted: s.accepted ? 1 : 0,
        rejected: s.rejected ? 1 : 0,
        updated_at: now,
      })),
    );
  if (!onPostgres(k)) {
    await upsert(k).execute();
    return listCorrectionStates(k, userId, entryId);
  }
  if (states.length === 1) {
    // One state, as the entry page sends it: the statement compiled once (decision 325).
    const [s] = states as [(typeof states)[number]];
    const accepted = s.accepted ? 1 : 0;
    const rejected = s.rejected ? 1 : 0;
    return (await oneStateSaved(k, '', entryId, userId, s.correction_id, accepted, rejected, now)).rows;
  }
  return savedAndOthers(k, upsert, userId, entryId).execute();
}

/** PostgreSQL: the upsert's RETURNING plus the entry's other states, from the same snapshot. */
const savedAndOthers = (
  k: Executor,
  upsert: (db: QueryCreator<Database>) => CorrectionStatesUpsert,
  userId: string,
  entryId: string,
) =>
  k
    .with('saved', (db) => upsert(db).returningAll())
    .selectFrom('saved')
    .selectAll()
    .unionAll((eb) =>
      eb
        .selectFrom('correction_states')
        .selectAll()
        .where('journal_entry_id', '=', entryId)
        .where('user_id', '=', userId)
        .where('correction_id', 'not in', eb.selectFrom('saved').select('saved.correction_id')),
    );

const correctionStatesUpsert = (db: QueryCreator<Database>, rows: CorrectionStatesTable[]) =>
  db
    .insertInto('correction_states')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['journal_entry_id', 'correction_id']).doUpdateSet((eb) => ({
        accepted: eb.ref('excluded.accepted'),
        rejected: eb.ref('excluded.rejected'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    );
type CorrectionStatesUpsert = ReturnType<typeof correctionStatesUpsert>;

const oneStateSaved = compiledOnce(
  (
    k,
    _: '',
    entryId: string,
    userId: string,
    correctionId: string,
    accepted: number,
    rejected: number,
    now: number,
  ) =>
    savedAndOthers(
      k,
      (db) =>
        correctionStatesUpsert(db, [
          {
            journal_entry_id: entryId,
            user_id: userId,
            correction_id: correctionId,
            accepted,
            rejected,
            updated_at: now,
          },
        ]),
      userId,
      entryId,
    ),
);

/**
 * The learner's level from their latest finished assessment in `language`, for the next prompt. An
 * entry deleted moments ago (in its undo window, decision 176) no longer counts.
 */
export async function latestLevel(
  k: Executor,
  userId: string,
  language: string | null,
): Promise<string | null> {
  const row = await k
    .selectFrom('assessments')
    .innerJoin('journal_entries', 'journal_entries.id', 'assessments.journal_entry_id')
    .select('assessments.level')
    .where('assessments.user_id', '=', userId)
    .where('journal_entries.user_id', '=', userId)
    .where(liveEntry())
    .where('assessments.status', '=', 'done')
    .where('assessments.level', 'is not', null)
    .$if(language !== null, (q) => q.where('journal_entries.target_language', '=', language!))
    .orderBy('assessments.updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.level ?? null;
}

/** An entry's assessment and correction states, gone (the entry was revised: decision 269). */
export async function deleteAssessmentOf(k: Executor, userId: string, entryId: string): Promise<void> {
  for (const t of ['correction_states', 'assessments'] as const) {
    await k.deleteFrom(t).where('user_id', '=', userId).where('journal_entry_id', '=', entryId).execute();
  }
}

/** The CEFR level the entry's finished assessment gave (the model writes a little above it); null without. */
export async function finishedLevel(k: Executor, userId: string, entryId: string): Promise<string | null> {
  const row = await k
    .selectFrom('assessments')
    .select('level')
    .where('user_id', '=', userId)
    .where('journal_entry_id', '=', entryId)
    .where('status', '=', 'done')
    .executeTakeFirst();
  return row?.level ?? null;
}
