import type { Kysely } from 'kysely';

// The learner's regional variety of the target language (BCP 47, e.g. pt-BR) and grammatical gender for
// sentences about themselves, both optional (decision 230). Passed to the model as data.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('variety', 'text').execute();
  await db.schema.alterTable('profiles').addColumn('gender', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('gender').execute();
  await db.schema.alterTable('profiles').dropColumn('variety').execute();
}
