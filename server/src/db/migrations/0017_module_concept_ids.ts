import type { Kysely } from 'kysely';

// A merged spelling module (decision 174) practises up to three words, each its own concept. `concept_id`
// names the first; `concept_ids` (JSON array, every concept the module practises, first one first) lets
// finishing the session rate each of them (decision 188). Null for a module of one concept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exercise_modules').addColumn('concept_ids', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exercise_modules').dropColumn('concept_ids').execute();
}
