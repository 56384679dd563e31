import type { Kysely } from 'kysely';

// One row per (user, mail kind, local slot), written before the mail is sent: the unique key makes
// one mail per slot however many workers try, and `sent_at` tells a re-run what already went out
// (decision 257).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_slots')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addColumn('skipped', 'text')
    .addPrimaryKeyConstraint('mail_slots_pk', ['user_id', 'kind', 'slot'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_slots').execute();
}
