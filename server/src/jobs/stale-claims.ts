import type { Db } from '../db/database.js';

/**
 * SQLite runs as a single process (docs/operations.md): no other worker can hold a claim on its
 * database, so a job still 'running' when the process starts was claimed by an earlier run of it that
 * died (kill -9, power cut). Its lease would keep it waiting up to JOB_LEASE_MS; ending the lease now
 * lets the first poll claim it again. The job is not re-queued: it is claimed as an expired lease, so
 * the interrupted attempt still counts and a job that kills the process cannot loop for ever.
 * PostgreSQL is left alone: other processes may hold live claims there, and pg-boss keeps its own.
 * Returns how many claims were ended.
 */
export async function endClaimsOfEarlierRuns(db: Db): Promise<number> {
  if (db.engine !== 'sqlite') return 0;
  const result = await db.kysely
    .updateTable('jobs')
    .set({ locked_until: 0 })
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
