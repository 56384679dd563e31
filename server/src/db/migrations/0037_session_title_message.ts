import type { Kysely } from 'kysely';

// A session title the server made, as data (issue 26, decision 291): JSON {key, params} the web words in
// the interface language. Null for the learner's own title and for rows made before: `title` (English)
// is shown as it is.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exercise_sessions').addColumn('title_message', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exercise_sessions').dropColumn('title_message').execute();
}
