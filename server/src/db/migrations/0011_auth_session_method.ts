import type { Kysely } from 'kysely';

// How a session was opened (password, signup, recovery, email_change): a fresh recovery session may set a
// new password without the old one, any other session must re-authenticate (decision 126).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('auth_sessions')
    .addColumn('auth_method', 'text', (c) => c.notNull().defaultTo('password'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auth_sessions').dropColumn('auth_method').execute();
}
