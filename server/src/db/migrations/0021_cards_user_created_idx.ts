import type { Kysely } from 'kysely';

// The Anki export starts from the account's first card (`min(created_at)` per user, decision 204): with
// this index it is one lookup instead of a scan of every card, which held the event loop on SQLite.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('cards_user_created_idx')
    .on('cards')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('cards_user_created_idx').execute();
}
