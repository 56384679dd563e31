import type { Kysely } from 'kysely';

// Auth rate-limit windows in the database, so every API process counts against the same limits (decision 012).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_idx').on('rate_limits').column('reset_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
