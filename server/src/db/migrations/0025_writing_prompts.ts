import type { Kysely } from 'kysely';

// Writing prompts (issue 25): the prompt an entry was started from is kept with it (its bank id, or null
// for a generated one, and the text as the learner saw it), and the learner can turn prompts off.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('journal_entries').addColumn('prompt_id', 'text').execute();
  await db.schema.alterTable('journal_entries').addColumn('prompt_text', 'text').execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('writing_prompts', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('writing_prompts').execute();
  await db.schema.alterTable('journal_entries').dropColumn('prompt_text').execute();
  await db.schema.alterTable('journal_entries').dropColumn('prompt_id').execute();
}
