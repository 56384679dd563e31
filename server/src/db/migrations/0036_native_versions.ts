import type { Kysely } from 'kysely';

// "How a native speaker might write it" (issue 25, decision 286): one model rewrite per entry, written for
// one version of the entry's text (entry_version); a newer text makes it stale and the next one replaces it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('native_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('journal_entry_id', 'text', (c) => c.notNull())
    .addColumn('entry_version', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('native_versions_entry_uq', ['journal_entry_id'])
    .execute();
  await db.schema
    .createIndex('native_versions_user_entry_idx')
    .on('native_versions')
    .columns(['user_id', 'journal_entry_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('native_versions').execute();
}
