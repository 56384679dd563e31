import type { Kysely } from 'kysely';

// The earlier versions of a revised entry (issue 25, decision 269): the text and the assessment it had
// when the learner revised it. The entry row always holds the latest version.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('entry_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('journal_entry_id', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('word_count', 'integer', (c) => c.notNull())
    .addColumn('assessment', 'text')
    .addColumn('written_at', 'bigint', (c) => c.notNull())
    .addColumn('replaced_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('entry_versions_entry_number_uq', ['journal_entry_id', 'number'])
    .execute();
  await db.schema
    .createIndex('entry_versions_user_entry_idx')
    .on('entry_versions')
    .columns(['user_id', 'journal_entry_id', 'number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('entry_versions').execute();
}
