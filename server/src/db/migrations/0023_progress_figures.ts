import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { backfillFigures } from '../../progress/backfill.js';

// Figures stored per assessment for the Progress page (issue 24, decision 245), indexed by (user, day) so
// its aggregates never read the entries; existing assessments are backfilled in batches.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assessment_figures')
    .addColumn('journal_entry_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('words', 'integer', (c) => c.notNull())
    .addColumn('mistakes', 'integer', (c) => c.notNull())
    .addColumn('level_rank', 'integer', (c) => c.notNull())
    .addColumn('confidence', 'integer', (c) => c.notNull())
    .addColumn('assessor', 'text', (c) => c.notNull())
    .addColumn('model', 'text')
    .addColumn('lemmas', 'integer', (c) => c.notNull())
    .addColumn('new_lemmas', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('assessment_figures_user_day_idx')
    .on('assessment_figures')
    .columns(['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('assessment_mistakes')
    .addColumn('journal_entry_id', 'text', (c) => c.notNull())
    .addColumn('correction_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('mistake_key', 'text', (c) => c.notNull())
    .addColumn('original', 'text', (c) => c.notNull())
    .addColumn('corrected', 'text', (c) => c.notNull())
    .addColumn('context', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('assessment_mistakes_pk', ['journal_entry_id', 'correction_id'])
    .execute();
  await db.schema
    .createIndex('assessment_mistakes_user_day_idx')
    .on('assessment_mistakes')
    .columns(['user_id', 'day'])
    .execute();
  await db.schema
    .createIndex('assessment_mistakes_user_key_idx')
    .on('assessment_mistakes')
    .columns(['user_id', 'mistake_key'])
    .execute();

  await db.schema
    .createTable('user_lemmas')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('lemma', 'text', (c) => c.notNull())
    .addColumn('first_entry_id', 'text', (c) => c.notNull())
    .addColumn('first_day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_lemmas_pk', ['user_id', 'language', 'lemma'])
    .execute();
  await db.schema
    .createIndex('user_lemmas_user_day_idx')
    .on('user_lemmas')
    .columns(['user_id', 'first_day'])
    .execute();

  await backfillFigures(db as Kysely<Database>, Date.now());
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_lemmas').execute();
  await db.schema.dropTable('assessment_mistakes').execute();
  await db.schema.dropTable('assessment_figures').execute();
}
