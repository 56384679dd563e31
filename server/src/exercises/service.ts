import { readableConceptName } from '../assessor/index.js';
import { randomUUID } from 'node:crypto';
import {
  answerCheck,
  expectedAnswer,
  gradeAnswer,
  acceptedAnswers,
  maxPoints,
  modulePhases,
  pointsFor,
  type ExerciseModule,
  type ExerciseSession,
  type ModulePhases,
  type RecordedAnswer,
  type SessionByJournal,
  type SessionListItem,
  type SessionStatusInfo,
  type SessionTitleMessage,
  sessionTitleMessage,
} from '@inkwell/contract';
import { MODEL_JOB_ATTEMPTS, permanentIfModelGaveUp } from '../ai/job-failure.js';
import type { Db } from '../db/database.js';
import type { Executor } from '../db/executor.js';
import { parseJsonColumn } from '../db/json-column.js';
import { HttpError, notFound } from '../http/errors.js';
import type { JobQueue } from '../jobs/queue.js';
import type { AiQuotas } from '../quotas/index.js';
import type { ModuleGenerator } from './generator.js';
import { estimateMinutes } from './estimate.js';
import { NO_CONCEPTS_REASON, failureReasonCoded, moduleFailedReason } from './failure-reasons.js';
import { deckConceptIds } from './module-concepts.js';
import { moduleWords } from './module-words.js';
import { moduleInput, type ModuleInput } from './module-input.js';
import * as repo from './repo.js';
import { sessionLanguage } from './session-language.js';

export const MODULE_QUEUE = 'exercise-module';
export const MINUTES_PER_MODULE = 5;
export const SESSION_NOT_FOUND = 'Exercise session not found';

/** What the exercises domain works with: its database, the job queue, the clock and a generator. */
export interface ExercisesContext {
  db: Db;
  jobs: JobQueue;
  now: () => number;
  generator: ModuleGenerator;
  /** Per-user quotas (decision 134): module jobs count their model calls. */
  quotas?: Pick<AiQuotas, 'chargeModelCall'>;
}

export interface NewSession {
  title: string;
  /** The title as data when the server made it (decision 291); null for the learner's own title. */
  titleMessage: SessionTitleMessage | null;
  journalEntryId: string | null;
  level: string | null;
  items: { input: ModuleInput; conceptId: string | null; conceptIds?: string[] }[];
  /** Runs in the insert's transaction before the session is stored; throws to refuse it (quotas). */
  admit?: (trx: Executor) => Promise<void>;
}

/**
 * Creates a session with one module per concept and queues one generation job per module (in one
 * transaction), so modules_ready advances as each finishes. A session for an entry is created once.
 */
export async function createSession(ctx: ExercisesContext, userId: string, s: NewSession): Promise<string> {
  if (s.journalEntryId) {
    const existing = await repo.findSessionByEntry(ctx.db.kysely, userId, s.journalEntryId);
    if (existing) return existing.id;
  }
  const now = ctx.now();
  const id = randomUUID();
  const modules = s.items.map((item, position) => ({
    id: randomUUID(),
    session_id: id,
    user_id: userId,
    position,
    concept_id: item.conceptId,
    concept_ids: item.conceptIds && item.conceptIds.length > 1 ? JSON.stringify(item.conceptIds) : null,
    concept_title: readableConceptName(item.input.title),
    input: JSON.stringify(item.input),
    status: 'generating' as const,
    data: null,
    error: null,
    created_at: now,
    updated_at: now,
  }));
  try {
    await ctx.db.kysely.transaction().execute(async (trx) => {
      await s.admit?.(trx);
      await repo.insertSession(
        trx,
        {
          id,
          user_id: userId,
          journal_entry_id: s.journalEntryId,
          title: s.title,
          title_message: s.titleMessage ? JSON.stringify(s.titleMessage) : null,
          status: modules.length ? 'generating' : 'failed',
          student_level: s.level,
          estimated_duration: modules.length * MINUTES_PER_MODULE,
          failure_reason: modules.length ? null : NO_CONCEPTS_REASON,
          current_slide: 0,
          created_at: now,
          updated_at: now,
          completed_at: null,
        },
        modules,
      );
      // Queued in the same transaction: a failed enqueue (or a crash) leaves no module `generating`.
      for (const m of modules)
        await ctx.jobs.enqueue(MODULE_QUEUE, { moduleId: m.id }, { key: `module:${m.id}`, userId, trx });
    });
  } catch (e) {
    // Two requests raced to create the entry's session: the other one won.
    const existing = s.journalEntryId
      ? await repo.findSessionByEntry(ctx.db.kysely, userId, s.journalEntryId)
      : undefined;
    if (existing) return existing.id;
    throw e;
  }
  ctx.jobs.wake();
  return id;
}

/** A stored title message; null for a row made before 0037 or titled by the learner (its `title` is shown). */
function titleMessageOf(s: { id: string; title_message: string | null }): SessionTitleMessage | null {
  if (s.title_message === null) return null;
  return parseJsonColumn(sessionTitleMessage, s.title_message, {
    table: 'exercise_sessions',
    column: 'title_message',
    id: s.id,
  });
}

/** Registers the module-generation job: generate, validate, store; the last module makes the session ready. */
export function defineExerciseJobs(
  ctx: ExercisesContext,
  opts: { concurrency: number; maxAttempts?: number },
): void {
  ctx.jobs.define<{ moduleId: string }>({
    name: MODULE_QUEUE,
    concurrency: opts.concurrency,
    maxAttempts: opts.maxAttempts ?? MODEL_JOB_ATTEMPTS,
    leaseMs: 120_000,
    handler: async ({ payload, signal, attempt }) => {
      const m = await repo.findModuleForJob(ctx.db.kysely, payload.moduleId);
      if (!m || m.status !== 'generating' || m.session_status !== 'generating') return;
      await ctx.quotas?.chargeModelCall(m.user_id);
      const generated = await ctx
        .generator(
          parseJsonColumn(moduleInput, m.input, { table: 'exercise_modules', column: 'input', id: m.id }),
          signal,
        )
        .catch((e: unknown) => permanentIfModelGaveUp(e, attempt));
      const checked = modulePhases.safeParse(generated);
      if (!checked.success)
        throw new Error(`The generated module for “${m.concept_title}” did not match the lesson format`);
      signal.throwIfAborted();
      await repo.setModuleReady(ctx.db.kysely, m.id, JSON.stringify(checked.data), ctx.now());
      await repo.markReadyIfComplete(ctx.db.kysely, m.session_id, ctx.now());
    },
    onFailed: async ({ payload, error }) => {
      const m = await repo.findModuleForJob(ctx.db.kysely, payload.moduleId);
      if (!m) return;
      await repo.setModuleFailed(ctx.db.kysely, m.id, error, ctx.now());
      await repo.failSession(
        ctx.db.kysely,
        m.session_id,
        moduleFailedReason(m.concept_title, error),
        ctx.now(),
      );
    },
  });
}

async function requireSession(ctx: ExercisesContext, userId: string, id: string): Promise<repo.SessionRow> {
  const s = await repo.findSession(ctx.db.kysely, userId, id);
  if (!s) throw notFound(SESSION_NOT_FOUND);
  return s;
}

export async function sessionStatus(
  ctx: ExercisesContext,
  userId: string,
  id: string,
): Promise<SessionStatusInfo> {
  const s = await requireSession(ctx, userId, id);
  const modules = await repo.listModules(ctx.db.kysely, s.id);
  return {
    session_id: s.id,
    status: s.status,
    can_launch: s.status === 'ready' || s.status === 'completed',
    concepts_count: modules.length,
    modules_ready: modules.filter((m) => m.status === 'ready').length,
    modules_total: modules.length,
    failure_reason: s.failure_reason,
    failure_reason_coded: failureReasonCoded(s.failure_reason),
  };
}

export async function listSessions(
  ctx: ExercisesContext,
  userId: string,
  limit: number,
): Promise<SessionListItem[]> {
  const rows = await repo.listSessions(ctx.db.kysely, userId, limit);
  return rows.map((r) => ({
    document_id: r.id,
    title: r.title,
    title_message: titleMessageOf(r),
    status: r.status,
    concepts_count: Number(r.concepts_count),
    created_at: new Date(Number(r.created_at)).toISOString(),
    current_slide: Number(r.current_slide),
    answered_count: Number(r.answered_count),
  }));
}

export async function sessionByJournal(
  ctx: ExercisesContext,
  userId: string,
  entryId: string,
): Promise<SessionByJournal> {
  const s = await repo.findSessionByEntry(ctx.db.kysely, userId, entryId);
  if (!s) throw notFound(SESSION_NOT_FOUND);
  const modules = await repo.listModules(ctx.db.kysely, s.id);
  return { document_id: s.id, status: s.status, concepts_count: modules.length };
}

/** A ready module's lesson, as the generator's output was checked and stored. */
export const storedPhases = (m: Pick<repo.ModuleRow, 'id' | 'data'>): ModulePhases =>
  parseJsonColumn(modulePhases, m.data ?? '', { table: 'exercise_modules', column: 'data', id: m.id });

/** A stored answer as the API shows it. */
export const presentAnswer = (a: repo.AnswerRow): RecordedAnswer => ({
  module_id: a.module_id,
  phase: a.phase,
  index: a.idx,
  answer: a.answer,
  correct: a.correct === 1,
  points: a.points,
});

export async function getSession(
  ctx: ExercisesContext,
  userId: string,
  id: string,
): Promise<{ session: ExerciseSession; modules: ExerciseModule[] }> {
  const s = await requireSession(ctx, userId, id);
  const [moduleRows, answerRows] = await Promise.all([
    repo.listModules(ctx.db.kysely, s.id),
    repo.listAnswers(ctx.db.kysely, s.id),
  ]);
  const deckIds = await deckConceptIds(ctx.db, userId, moduleRows);
  const modules = await Promise.all(
    moduleRows
      .filter((m) => m.status === 'ready' && m.data)
      .map(async (m) => {
        const phases = storedPhases(m);
        const concepts = await moduleWords(ctx.db.kysely, userId, m, phases);
        return {
          module_id: m.id,
          concept_title: m.concept_title,
          concept_id: deckIds.get(m.id) ?? null,
          ...(concepts && { concepts }),
          phases,
        };
      }),
  );
  const answers = answerRows.map(presentAnswer);
  return {
    session: {
      id: s.id,
      title: s.title,
      title_message: titleMessageOf(s),
      status: s.status,
      concepts_identified: moduleRows.map((m) => ({ title: m.concept_title })),
      // The stored figure is a guess made before generation; once modules exist, count their content.
      estimated_duration: modules.length
        ? estimateMinutes(modules.map((m) => m.phases))
        : s.estimated_duration,
      student_level: s.student_level,
      target_language: sessionLanguage(moduleRows),
      journal_entry_id: s.journal_entry_id,
      failure_reason: s.failure_reason,
      failure_reason_coded: failureReasonCoded(s.failure_reason),
      created_at: new Date(s.created_at).toISOString(),
      current_slide: s.current_slide,
      answers,
      score: answers.reduce((sum, a) => sum + a.points, 0),
      max_score: modules.reduce((sum, m) => sum + maxPoints(m.phases), 0),
    },
    modules,
  };
}

export async function cancelSession(
  ctx: ExercisesContext,
  userId: string,
  id: string,
): Promise<SessionStatusInfo> {
  const s = await requireSession(ctx, userId, id);
  if (s.status !== 'generating')
    throw new HttpError(409, `Exercise session is ${s.status}; only a generating session can be cancelled`);
  if (await repo.cancelSession(ctx.db.kysely, userId, id, ctx.now())) {
    for (const m of await repo.listModules(ctx.db.kysely, id))
      await ctx.jobs.cancel(MODULE_QUEUE, `module:${m.id}`);
  }
  return sessionStatus(ctx, userId, id);
}

/** Checks and records one answer; a slot answered before keeps its first answer. */
export async function answer(
  ctx: ExercisesContext,
  userId: string,
  sessionId: string,
  body: {
    module_id: string;
    phase: 'guided_practice' | 'independent_practice';
    index: number;
    answer: string;
  },
): Promise<RecordedAnswer & { expected: string }> {
  const s = await requireSession(ctx, userId, sessionId);
  if (s.status !== 'ready')
    throw new HttpError(409, `Exercise session is ${s.status}; answers are taken while it is ready`);
  const m = (await repo.listModules(ctx.db.kysely, s.id)).find(
    (x) => x.id === body.module_id && x.status === 'ready',
  );
  if (!m?.data) throw notFound('Module not found');
  const phases = storedPhases(m);
  const expected = expectedAnswer(phases, body.phase, body.index);
  if (expected === null) throw new HttpError(400, `index: no question ${body.index} in ${body.phase}`);
  const correct = gradeAnswer(
    expected,
    answerCheck(phases, body.phase, body.index),
    body.answer,
    acceptedAnswers(phases, body.phase, body.index),
  );
  await repo.insertAnswerOnce(ctx.db.kysely, {
    id: randomUUID(),
    session_id: s.id,
    user_id: userId,
    module_id: m.id,
    phase: body.phase,
    idx: body.index,
    answer: body.answer,
    correct: correct ? 1 : 0,
    points: correct ? pointsFor(phases, body.phase, body.index) : 0,
    created_at: ctx.now(),
  });
  const stored = await repo.findAnswer(ctx.db.kysely, s.id, m.id, body.phase, body.index);
  return { ...presentAnswer(stored!), expected };
}

export async function saveProgress(
  ctx: ExercisesContext,
  userId: string,
  id: string,
  slide: number,
): Promise<void> {
  await requireSession(ctx, userId, id);
  await repo.setProgress(ctx.db.kysely, userId, id, slide, ctx.now());
}

/**
 * Cancels a session still generating, with its modules, in the caller's executor (an entry's deletion
 * does it in its own transaction); false when the session was no longer generating.
 */
export const cancelGeneratingSession = (k: Executor, userId: string, sessionId: string, now: number) =>
  repo.cancelSession(k, userId, sessionId, now);
