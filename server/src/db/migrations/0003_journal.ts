import type { Kysely } from 'kysely';

// Journal entries. The unique (user_id, day) index is what makes "one entry per learner-day" hold under
// concurrent stores (the store is an upsert on it), and it also serves the monthly day-range query.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('journal_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('date_seconds', 'bigint', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('target_language', 'text')
    .addColumn('word_count', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('analysis_state', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('journal_entries_user_day_uq')
    .on('journal_entries')
    .columns(['user_id', 'day'])
    .unique()
    .execute();
  // My Journals and the recent list: newest first per user.
  await db.schema
    .createIndex('journal_entries_user_updated_idx')
    .on('journal_entries')
    .columns(['user_id', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('journal_entries').execute();
}
