import type { Executor } from '../db/executor.js';
import { parseJsonColumn } from '../db/json-column.js';
import { ALL_REJECTED_REASON } from './failure-reasons.js';
import { moduleInput } from './module-input.js';
import { moduleConceptIds } from './module-words.js';
import * as repo from './repo.js';
import { movedIndex, withoutRejectedFix, type RejectedFix } from './rejected-fixes.js';
import { storedPhases } from './service.js';

/**
 * A correction rejected after the entry's session was generated (issue 22, decision 272): the session
 * stops drilling it. Each module loses the mistake and the questions expecting the refused form; a
 * module left with nothing true to practise is removed with its answers, so its concept is never
 * offered as a card from the session. Answers to removed questions go; later answers move up with
 * their questions. `conceptIds` are the vocab concepts of the rejected fixes (taken off merged modules).
 */
export async function dropRejectedDrills(
  k: Executor,
  userId: string,
  entryId: string,
  fixes: RejectedFix[],
  conceptIds: string[],
  now: number,
): Promise<void> {
  if (fixes.length === 0) return;
  // The session and its modules in one read, its modules left counted in one more (decision 319).
  const session = await repo.findEntrySessionModules(k, userId, entryId);
  if (!session) return;
  // Removed at the end with their answers, in the statement that counts the modules left (decision 323).
  const dropped: string[] = [];
  for (const row of session.modules) {
    let input = parseJsonColumn(moduleInput, row.input, {
      table: 'exercise_modules',
      column: 'input',
      id: row.id,
    });
    let phases = row.status === 'ready' && row.data ? storedPhases(row) : null;
    let changed = false;
    let drop = false;
    const removed = { guided_practice: [] as number[][], independent_practice: [] as number[][] };
    for (const fix of fixes) {
      const next = withoutRejectedFix(input, phases, fix);
      if (next.kind === 'unchanged') continue;
      if (next.kind === 'drop') {
        drop = true;
        break;
      }
      changed = true;
      input = next.input;
      phases = next.phases;
      removed.guided_practice.push(next.removed.guided_practice);
      removed.independent_practice.push(next.removed.independent_practice);
    }
    if (drop) {
      dropped.push(row.id);
      continue;
    }
    if (!changed) continue;
    const ids = moduleConceptIds(row).filter((id) => !conceptIds.includes(id));
    await k
      .updateTable('exercise_modules')
      .set({
        input: JSON.stringify(input),
        data: phases ? JSON.stringify(phases) : row.data,
        concept_ids: ids.length > 1 ? JSON.stringify(ids) : null,
        concept_id: row.concept_ids ? (ids[0] ?? null) : row.concept_id,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .execute();
    await moveAnswers(k, row.id, removed);
  }
  // Nothing dropped: the session's modules and their readiness are as before (a fix rejected again).
  if (dropped.length > 0) await afterRemoval(k, userId, session.sessionId, dropped, now);
}

/** Applies each fix's removals in turn to the module's recorded answers (ascending, so no slot clashes). */
async function moveAnswers(
  k: Executor,
  moduleId: string,
  removed: Record<'guided_practice' | 'independent_practice', number[][]>,
): Promise<void> {
  for (const phase of ['guided_practice', 'independent_practice'] as const) {
    for (const gone of removed[phase]) {
      if (gone.length === 0) continue;
      const answers = await k
        .selectFrom('exercise_answers')
        .select(['id', 'idx'])
        .where('module_id', '=', moduleId)
        .where('phase', '=', phase)
        .orderBy('idx')
        .execute();
      for (const a of answers) {
        const to = movedIndex(a.idx, gone);
        if (to === null) await k.deleteFrom('exercise_answers').where('id', '=', a.id).execute();
        else if (to !== a.idx)
          await k.updateTable('exercise_answers').set({ idx: to }).where('id', '=', a.id).execute();
      }
    }
  }
}

/**
 * A generating session whose last unready module went is ready now; one left with no module at all
 * has nothing to practise and says why.
 */
async function afterRemoval(
  k: Executor,
  userId: string,
  sessionId: string,
  dropped: string[],
  now: number,
): Promise<void> {
  const left = await repo.dropModulesAndCount(k, userId, sessionId, dropped);
  if (left.all === 0) {
    await k
      .updateTable('exercise_sessions')
      .set({
        status: 'failed',
        failure_reason: ALL_REJECTED_REASON,
        updated_at: now,
      })
      .where('id', '=', sessionId)
      .where('status', 'in', ['generating', 'ready'])
      .execute();
    return;
  }
  if (left.pending === 0) await repo.markSessionReady(k, sessionId, now);
}
