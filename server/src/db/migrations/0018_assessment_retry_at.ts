import type { Kysely } from 'kysely';

// When a busy model (429/503/529) will be asked again for this assessment, epoch ms (decision 196), so
// the API can say "The model is busy; trying again at 14:32". Set only while the job waits; cleared
// when the next attempt starts and when the assessment ends.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').addColumn('retry_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').dropColumn('retry_at').execute();
}
