import type { Db } from '../db/database.js';
import { PgBossJobQueue } from './pg-boss-queue.js';
import { TableJobQueue } from './queue.js';
import type { JobQueue, JobQueueOptions } from './types.js';

/**
 * The job queue for the database's engine: pg-boss on PostgreSQL (decision 123), the table queue on
 * SQLite (decision 002). Tests give each run its own PostgreSQL schema; pg-boss then lives in that
 * schema too (its tables don't collide with ours), so runs stay apart and are dropped with it.
 */
export function createJobQueue(
  db: Db,
  opts: JobQueueOptions & { databaseUrl?: string | undefined },
): JobQueue {
  if (db.engine === 'sqlite') return new TableJobQueue(db, opts);
  if (!opts.databaseUrl) throw new Error('the PostgreSQL job queue needs DATABASE_URL');
  return new PgBossJobQueue(db, {
    ...opts,
    connectionString: opts.databaseUrl,
    schema: db.schema ?? 'pgboss',
  });
}
