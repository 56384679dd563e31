import type { Kysely } from 'kysely';

// Reminder and digest mails are opt-in (issue 25): a user without a row gets neither. Weekdays are ISO
// numbers joined by commas, times are local 'HH:MM' in the profile's time zone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reminder_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('reminder_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reminder_weekdays', 'text', (c) => c.notNull().defaultTo('1,2,3,4,5'))
    .addColumn('reminder_time', 'text', (c) => c.notNull().defaultTo('19:00'))
    .addColumn('digest_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('digest_weekday', 'integer', (c) => c.notNull().defaultTo(7))
    .addColumn('digest_time', 'text', (c) => c.notNull().defaultTo('18:00'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reminder_settings').execute();
}
