import type { Kysely } from 'kysely';

// The deck exports (decision 162) read a page of concepts' cards with `user_id = ? AND concept_id IN (…)`.
// With only (user_id, due, id) to go on, that scanned all of the user's cards for every page.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('cards_user_concept_idx')
    .on('cards')
    .columns(['user_id', 'concept_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('cards_user_concept_idx').execute();
}
