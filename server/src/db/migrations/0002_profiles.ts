import type { Kysely } from 'kysely';

// Learner profiles: display name, native and target language, and the browser's time zone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('display_name', 'text')
    .addColumn('native_language', 'text')
    .addColumn('target_language', 'text')
    .addColumn('time_zone', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('profiles').execute();
}
