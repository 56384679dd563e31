import type { Kysely } from 'kysely';

// Why the entry's last analysis failed, in the learner's words (issue 14): set when the assessment job
// fails for good, cleared when an analysis starts again or succeeds. On the entry itself, so the entry
// view shows the reason after a reload without asking for an assessment that may not exist.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('journal_entries').addColumn('analysis_error', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('journal_entries').dropColumn('analysis_error').execute();
}
