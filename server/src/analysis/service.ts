import {
  ANALYSIS_CANCELLED,
  assessmentCorrection,
  assessmentData,
  type AssessAccepted,
  type AssessmentData,
  type CorrectionStatesResponse,
  type EntryAssessment,
} from '@inkwell/contract';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { inTransaction, onOneConnection, type Executor } from '../db/executor.js';
import { parseCodedColumn, parseJsonColumn } from '../db/json-column.js';
import { codedError, HttpError, notFound } from '../http/errors.js';
import type { LearnerFailure } from '../ai/job-failure.js';
import type { JobQueue } from '../jobs/queue.js';
import { recordFigures } from '../progress/index.js';
import { reviewFromWriting } from '../concepts/index.js';
import type { AiQuotas } from '../quotas/index.js';
import {
  entryNotFound,
  findLiveEntryRow,
  isEntryId,
  moveAnalysisState,
  requireEntry,
} from '../journal/index.js';
import { versionCount } from '../journal/index.js';
import { dropRejectedDrills } from '../exercises/index.js';
import { vocabConceptIdsOf } from '../exercises/index.js';
import * as repo from './repo.js';

export const ASSESS_QUEUE = 'assessment';
export const ALREADY_ANALYZED = 'This journal entry has already been analyzed';

const iso = (ms: number) => new Date(ms).toISOString();

const storedData = (id: string, data: string) =>
  parseJsonColumn(assessmentData, data, { table: 'assessments', column: 'data', id });

export function presentAssessment(row: repo.AssessmentRow): EntryAssessment {
  return {
    journal_entry_id: row.journal_entry_id,
    status: row.status,
    data: row.data ? storedData(row.journal_entry_id, row.data) : null,
    error: row.error,
    error_coded: parseCodedColumn(row.error_coded, {
      table: 'assessments',
      column: 'error_coded',
      id: row.journal_entry_id,
    }),
    exercise_session_id: row.exercise_session_id,
    // Only a running assessment shows what it found so far; the final data replaces it.
    partial_corrections:
      row.status === 'analyzing' && row.partial_corrections
        ? parseJsonColumn(z.array(assessmentCorrection), row.partial_corrections, {
            table: 'assessments',
            column: 'partial_corrections',
            id: row.journal_entry_id,
          })
        : [],
    retry_at: row.status === 'analyzing' && row.retry_at !== null ? iso(row.retry_at) : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/**
 * Starts the analysis of an entry as a durable job. Idempotent: while one runs, another request
 * answers with the running state and starts nothing; an analysed entry cannot be analysed again.
 */
export async function requestAssessment(
  db: Db,
  jobs: JobQueue,
  quotas: Pick<AiQuotas, 'admitAssessment'>,
  userId: string,
  entryId: string,
  now: number,
): Promise<AssessAccepted> {
  const entry = await requireEntry(db, userId, entryId);
  if (entry.analysis_state === 'analyzed')
    throw codedError(409, 'assessment.already_analyzed', ALREADY_ANALYZED);
  if (entry.analysis_state === 'analyzing') return { journal_entry_id: entryId, status: 'analyzing' };
  if (entry.content.trim() === '') throw new HttpError(400, 'content: a blank entry cannot be analyzed');
  await quotas.admitAssessment(userId); // 429 beyond the user's quota (decision 134)
  // Only the request that moves the entry from "not analysed" to "analysing" starts a job. The entry's
  // state, the assessment row and the job change in one transaction (decision 227).
  const started = await db.kysely.transaction().execute(async (trx) => {
    if (!(await moveAnalysisState(trx, userId, entryId, null, 'analyzing'))) return false;
    await repo.startAssessment(trx, userId, entryId, now);
    await jobs.enqueue(ASSESS_QUEUE, { entryId, userId }, { key: `assess:${entryId}:${now}`, userId, trx });
    return true;
  });
  if (started) jobs.wake();
  return { journal_entry_id: entryId, status: 'analyzing' };
}

/**
 * Cancels a running analysis (the learner does not want to wait for a busy model): its job is
 * cancelled, the assessment fails with ANALYSIS_CANCELLED and the entry can be analysed again. The
 * entry's text is untouched. 409 when nothing runs.
 */
export async function cancelAssessment(
  db: Db,
  jobs: JobQueue,
  userId: string,
  entryId: string,
  now: number,
): Promise<EntryAssessment> {
  const entry = await requireEntry(db, userId, entryId);
  if (entry.analysis_state !== 'analyzing') {
    throw new HttpError(409, 'This journal entry is not being analyzed');
  }
  for (const key of await repo.liveAssessmentJobKeys(db.kysely, ASSESS_QUEUE, userId, entryId)) {
    await jobs.cancel(ASSESS_QUEUE, key);
  }
  const cancelled = { text: ANALYSIS_CANCELLED, coded: { code: 'analysis.cancelled' } };
  await endAssessment(db.kysely, userId, entryId, { failed: cancelled }, now);
  return getAssessment(db, userId, entryId);
}

/**
 * Ends a running analysis: the assessment row and the entry's state move together, in one transaction
 * (the caller's when it passes one), so no reader sees one finished and the other running.
 */
export function endAssessment(
  k: Executor,
  userId: string,
  entryId: string,
  outcome: { done: AssessmentData; sessionId: string | null } | { failed: LearnerFailure },
  now: number,
): Promise<void> {
  // The entry row is written first, then its assessment: the order in which deleting an entry locks them,
  // so a deletion meeting this transaction waits for it instead of deadlocking (PostgreSQL).
  return inTransaction(k, async (trx) => {
    if ('failed' in outcome) {
      const { text, coded } = outcome.failed;
      await moveAnalysisState(trx, userId, entryId, 'analyzing', null, text, coded);
      await repo.failAssessment(trx, userId, entryId, text, now, coded);
    } else {
      const analysed = await moveAnalysisState(trx, userId, entryId, 'analyzing', 'analyzed');
      await repo.completeAssessment(trx, userId, entryId, outcome.done, outcome.sessionId, now);
      // The progress figures are written with the result, or not at all (decision 245). A revised entry
      // keeps the figures of its first version: its later analyses count for nothing (decision 269).
      if (analysed && (await versionCount(trx, userId, entryId)) === 0) {
        const entry = await findLiveEntryRow(trx, userId, entryId);
        if (entry) await recordFigures(trx, userId, entry, outcome.done, now);
        // Due words the entry used review their cards, with the result (issue 25).
        if (entry) await reviewFromWriting(trx, userId, entry, outcome.done.corrections, now);
      }
    }
  });
}

/** The level an entry's finished analysis gave, for another domain's prompt (a rewrite); null without one. */
export const finishedAssessmentLevel = (db: Db, userId: string, entryId: string) =>
  repo.finishedLevel(db.kysely, userId, entryId);

/**
 * The entry check and the assessment read are one statement (a join scoped by the caller on both
 * tables): under load a request's time is its pool waits, one per statement (decisions 311, 319). A
 * missing entry answers 404 whatever assessment may exist.
 */
async function entryAndAssessment(db: Db, userId: string, entryId: string) {
  const found = isEntryId(entryId) ? await repo.findEntryAssessment(db.kysely, userId, entryId) : undefined;
  if (!found) throw entryNotFound();
  return found.assessment;
}

export async function getAssessment(db: Db, userId: string, entryId: string): Promise<EntryAssessment> {
  const row = await entryAndAssessment(db, userId, entryId);
  if (!row) throw notFound('This journal entry has not been analyzed');
  return presentAssessment(row);
}

async function requireCorrections(db: Db, userId: string, entryId: string): Promise<AssessmentData> {
  const row = await entryAndAssessment(db, userId, entryId);
  if (!row?.data) throw new HttpError(409, 'This journal entry has no finished assessment yet');
  return storedData(row.journal_entry_id, row.data);
}

export async function correctionStates(
  db: Db,
  userId: string,
  entryId: string,
): Promise<CorrectionStatesResponse> {
  await requireEntry(db, userId, entryId);
  return presentStates(await repo.listCorrectionStates(db.kysely, userId, entryId));
}

const presentStates = (rows: repo.CorrectionStateRow[]): CorrectionStatesResponse =>
  Object.fromEntries(
    rows.map((r) => [
      r.correction_id,
      { accepted: r.accepted === 1, rejected: r.rejected === 1, updated_at: r.updated_at },
    ]),
  );

/** Saves one or many correction states (accept-all persists like single accepts). */
export async function saveCorrectionStates(
  db: Db,
  userId: string,
  entryId: string,
  states: { correction_id: string; accepted: boolean; rejected: boolean }[],
  now: number,
): Promise<CorrectionStatesResponse> {
  // The assessment's read and the save on one connection: one pool wait (decision 329).
  return onOneConnection(db, async (one) => {
    const data = await requireCorrections(one, userId, entryId);
    const byId = new Map(data.corrections.map((c) => [c.id, c]));
    const unknown = states.filter((s) => !byId.has(s.correction_id)).map((s) => s.correction_id);
    if (unknown.length) throw notFound(`Correction not found: ${unknown.slice(0, 5).join(', ')}`);
    // A rejected fix leaves the entry's exercise session in the same transaction (decision 272). Without
    // one, the upsert is a single statement: no transaction to open (decision 311). Either way the save
    // answers the entry's states (one statement on PostgreSQL, decision 319); the entry was found above.
    const rejected = states.filter((s) => s.rejected).map((s) => byId.get(s.correction_id)!);
    const rows =
      rejected.length === 0
        ? await repo.saveCorrectionStates(one.kysely, userId, entryId, states, now)
        : await inTransaction(one.kysely, async (trx) => {
            const saved = await repo.saveCorrectionStates(trx, userId, entryId, states, now);
            await dropRejectedDrills(
              trx,
              userId,
              entryId,
              rejected.map((c) => ({ original: c.original, corrected: c.corrected, context: c.context })),
              rejected.flatMap((c) => vocabConceptIdsOf(data, c)),
              now,
            );
            return saved;
          });
    return presentStates(rows);
  });
}

/**
 * The entry is being revised (decision 269): its finished assessment leaves the entry, to be kept with
 * the earlier version by the caller, and its correction states go with it. Inside the revision's
 * transaction, after the entry row (the order a deletion locks them). Returns the stored JSON, or null.
 */
export async function takeAssessmentForRevision(
  trx: Executor,
  userId: string,
  entryId: string,
): Promise<string | null> {
  const row = await repo.findAssessment(trx, userId, entryId);
  await repo.deleteAssessmentOf(trx, userId, entryId);
  return row?.status === 'done' ? row.data : null;
}

/** Keys of the entry's assessment jobs still queued or running (an entry's deletion cancels them). */
export const liveAssessmentJobKeysOf = (k: Executor, userId: string, entryId: string) =>
  repo.liveAssessmentJobKeys(k, ASSESS_QUEUE, userId, entryId);
