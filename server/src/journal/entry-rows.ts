import type { Executor } from '../db/executor.js';

/** The rows of one entry, inside the caller's transaction (also used by an import's "replace"). */
export async function deleteEntryRows(trx: Executor, userId: string, entryId: string) {
  await deleteEntryChildren(trx, userId, entryId);
  // Cards stay; their concept just no longer names a source entry that does not exist.
  await trx
    .updateTable('concepts')
    .set({ source_journal_entry_id: null })
    .where('user_id', '=', userId)
    .where('source_journal_entry_id', '=', entryId)
    .execute();
  await trx.deleteFrom('journal_entries').where('id', '=', entryId).where('user_id', '=', userId).execute();
}

/** The entry's assessment, correction states and exercise sessions (with their modules and answers). */
export async function deleteEntryChildren(trx: Executor, userId: string, entryId: string) {
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
  for (const t of [
    'correction_states',
    'assessments',
    'assessment_figures',
    'assessment_mistakes',
  ] as const) {
    await trx.deleteFrom(t).where('user_id', '=', userId).where('journal_entry_id', '=', entryId).execute();
  }
}

/** Gives an entry and every row that names it another id (one no row holds: the entry it replaced is gone). */
export async function moveEntryId(trx: Executor, userId: string, from: string, to: string) {
  await trx
    .updateTable('journal_entries')
    .set({ id: to })
    .where('id', '=', from)
    .where('user_id', '=', userId)
    .execute();
  const withEntryId = [
    'exercise_sessions',
    'correction_states',
    'assessments',
    'assessment_figures',
    'assessment_mistakes',
  ] as const;
  for (const t of withEntryId) {
    await trx
      .updateTable(t)
      .set({ journal_entry_id: to })
      .where('user_id', '=', userId)
      .where('journal_entry_id', '=', from)
      .execute();
  }
  await trx
    .updateTable('concepts')
    .set({ source_journal_entry_id: to })
    .where('user_id', '=', userId)
    .where('source_journal_entry_id', '=', from)
    .execute();
  await trx
    .updateTable('user_lemmas')
    .set({ first_entry_id: to })
    .where('user_id', '=', userId)
    .where('first_entry_id', '=', from)
    .execute();
}
