import type { Kysely } from 'kysely';

// Fair claiming across users (decision 134): each job names its user, and its claim priority is set
// from that user's backlog when it is queued, so one user's burst cannot hold back another's job.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('user_id', 'text').execute();
  await db.schema
    .alterTable('jobs')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('jobs_user_backlog_idx')
    .on('jobs')
    .columns(['queue', 'user_id', 'state'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_user_backlog_idx').execute();
  await db.schema.alterTable('jobs').dropColumn('priority').execute();
  await db.schema.alterTable('jobs').dropColumn('user_id').execute();
}
