import type { Kysely } from 'kysely';

// One assessment per journal entry, and the learner's accepted/rejected state per correction.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assessments')
    .addColumn('journal_entry_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('data', 'text')
    .addColumn('error', 'text')
    .addColumn('new_words', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('new_grammar_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'text')
    .addColumn('exercise_session_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('assessments_user_idx').on('assessments').column('user_id').execute();

  await db.schema
    .createTable('correction_states')
    .addColumn('journal_entry_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('correction_id', 'text', (c) => c.notNull())
    .addColumn('accepted', 'integer', (c) => c.notNull())
    .addColumn('rejected', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('correction_states_pk', ['journal_entry_id', 'correction_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('correction_states').execute();
  await db.schema.dropTable('assessments').execute();
}
