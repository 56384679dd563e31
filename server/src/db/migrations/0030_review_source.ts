import type { Kysely } from 'kysely';

// Reviews from writing (issue 25): a review log says where the review came from ('review' for the deck
// and practice, 'writing' for a due word used in an analysed entry) and, for writing, which entry. One
// review per card and entry: a re-analysis cannot log the same card twice (NULLs never collide).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('review_logs')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('review'))
    .execute();
  await db.schema.alterTable('review_logs').addColumn('journal_entry_id', 'text').execute();
  await db.schema
    .createIndex('review_logs_entry_card_idx')
    .unique()
    .on('review_logs')
    .columns(['journal_entry_id', 'card_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('review_logs_entry_card_idx').execute();
  await db.schema.alterTable('review_logs').dropColumn('journal_entry_id').execute();
  await db.schema.alterTable('review_logs').dropColumn('source').execute();
}
