import type { Kysely } from 'kysely';

// Concepts (vocab words, grammar points), their FSRS cards and review logs (kept so FSRS weights can be fitted).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('concepts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('target_language', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('word', 'text')
    .addColumn('english_translation', 'text')
    .addColumn('romanization', 'text')
    .addColumn('pos', 'text')
    .addColumn('example_sentences', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('title', 'text')
    .addColumn('description', 'text')
    .addColumn('examples', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('difficulty_level', 'text')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('source_journal_entry_id', 'text')
    .addColumn('correction_type', 'text')
    .addColumn('context', 'text')
    .addColumn('justification', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('concepts_user_type_lang_key_uq', ['user_id', 'type', 'target_language', 'key'])
    .execute();

  await db.schema
    .createTable('concept_aliases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('concept_id', 'text', (c) => c.notNull().references('concepts.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('concept_aliases_concept_idx')
    .on('concept_aliases')
    .column('concept_id')
    .execute();

  await db.schema
    .createTable('cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('concept_id', 'text', (c) => c.notNull().references('concepts.id').onDelete('cascade'))
    .addColumn('card_type', 'text', (c) => c.notNull())
    .addColumn('due', 'bigint', (c) => c.notNull())
    .addColumn('stability', 'double precision', (c) => c.notNull())
    .addColumn('difficulty', 'double precision', (c) => c.notNull())
    .addColumn('elapsed_days', 'integer', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('learning_steps', 'integer', (c) => c.notNull())
    .addColumn('reps', 'integer', (c) => c.notNull())
    .addColumn('lapses', 'integer', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('last_review', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('cards_concept_type_uq', ['concept_id', 'card_type'])
    .execute();
  // The review queue: a user's cards in (due, id) order, read straight off the index without a sort.
  await db.schema.createIndex('cards_user_due_idx').on('cards').columns(['user_id', 'due', 'id']).execute();

  await db.schema
    .createTable('review_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card_id', 'text', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('due', 'bigint', (c) => c.notNull())
    .addColumn('stability', 'double precision', (c) => c.notNull())
    .addColumn('difficulty', 'double precision', (c) => c.notNull())
    .addColumn('elapsed_days', 'integer', (c) => c.notNull())
    .addColumn('last_elapsed_days', 'integer', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('learning_steps', 'integer', (c) => c.notNull())
    .addColumn('review', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_logs_card_idx').on('review_logs').column('card_id').execute();
  await db.schema
    .createIndex('review_logs_user_review_idx')
    .on('review_logs')
    .columns(['user_id', 'review'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['review_logs', 'cards', 'concept_aliases', 'concepts']) {
    await db.schema.dropTable(t).execute();
  }
}
