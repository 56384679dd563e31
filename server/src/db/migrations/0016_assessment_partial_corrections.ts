import type { Kysely } from 'kysely';

// The corrections a streaming assessment has found so far (issue 14, decision 171), as JSON, so the API
// can show them while the model still writes — the job may run in another process than the API. Set
// only while the assessment is `analyzing`; cleared when it is stored or fails.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').addColumn('partial_corrections', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').dropColumn('partial_corrections').execute();
}
