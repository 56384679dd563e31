import { PostgresAdapter, type Kysely } from 'kysely';
import type { Engine } from '../database.js';
import type { Database } from '../schema.js';
import { rebuildSummaryOf } from '../../progress/summary.js';

// Stored summary rows for the Progress page at 100,000 entries (issue 24, decision 263): runs of writing
// days (streaks) and the distinct-word count, kept where entries come and go; backfilled per learner.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('writing_runs')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('first_day', 'text', (c) => c.notNull())
    .addColumn('last_day', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('writing_runs_pk', ['user_id', 'first_day'])
    .execute();
  await db.schema
    .createIndex('writing_runs_user_last_idx')
    .on('writing_runs')
    .columns(['user_id', 'last_day'])
    .execute();
  await db.schema
    .createIndex('writing_runs_user_days_idx')
    .on('writing_runs')
    .columns(['user_id', 'days'])
    .execute();
  await db.schema
    .createTable('progress_counters')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('distinct_words', 'integer', (c) => c.notNull())
    .execute();
  // An entry's first uses, counted when it is deleted or undone.
  await db.schema
    .createIndex('user_lemmas_user_entry_idx')
    .on('user_lemmas')
    .columns(['user_id', 'first_entry_id'])
    .execute();

  // A recurring mistake's newest examples: an index walk that stops after a few rows.
  await db.schema
    .createIndex('assessment_mistakes_user_key_day_idx')
    .on('assessment_mistakes')
    .columns(['user_id', 'mistake_key', 'day'])
    .execute();

  const k = db as Kysely<Database>;
  const engine: Engine = k.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
  const users = await k.selectFrom('journal_entries').select('user_id').distinct().execute();
  for (const u of users) await rebuildSummaryOf(k, engine, u.user_id);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('assessment_mistakes_user_key_day_idx').execute();
  await db.schema.dropIndex('user_lemmas_user_entry_idx').execute();
  await db.schema.dropTable('progress_counters').execute();
  await db.schema.dropTable('writing_runs').execute();
}
