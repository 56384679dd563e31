import type { Kysely } from 'kysely';

// Why an analysis failed, as a code and its values (issue 26, decision 294): JSON `{code, params}` beside
// the English sentence the entry and its assessment kept before, so the web words it in the learner's
// interface language. Null on rows written before (the sentence shows as it is) and when nothing failed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('journal_entries').addColumn('analysis_error_coded', 'text').execute();
  await db.schema.alterTable('assessments').addColumn('error_coded', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').dropColumn('error_coded').execute();
  await db.schema.alterTable('journal_entries').dropColumn('analysis_error_coded').execute();
}
