import type { Executor } from '../db/executor.js';
import { insertJobRow, JobRunner } from './runner.js';
import type { JobsTable } from './tables.js';

export { PermanentJobError } from './types.js';
export type { EnqueueOptions, JobContext, JobQueue, QueueDefinition } from './types.js';

/**
 * The SQLite queue (decision 002): jobs live in the `jobs` table. A worker claims a job with a
 * conditional UPDATE (plus SKIP LOCKED on PostgreSQL), so several processes can share one database
 * without running a job twice; leases with heartbeats bring back the jobs of a crashed worker.
 */
export class TableJobQueue extends JobRunner {
  protected insert(row: JobsTable, trx?: Executor): Promise<boolean> {
    return insertJobRow(trx ?? this.db.kysely, row);
  }

  protected async cancelStored(queue: string, key: string): Promise<boolean> {
    const r = await this.db.kysely
      .updateTable('jobs')
      .set({ state: 'cancelled', locked_until: null, updated_at: Date.now() })
      .where('queue', '=', queue)
      .where('key', '=', key)
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  protected async claim(queue: string, leaseMs: number, limit: number): Promise<JobsTable[]> {
    const jobs: JobsTable[] = [];
    while (jobs.length < limit) {
      const job = await this.claimOne(queue, leaseMs);
      if (!job) break;
      jobs.push(job);
    }
    return jobs;
  }

  private claimOne(queue: string, leaseMs: number): Promise<JobsTable | undefined> {
    const now = Date.now();
    const db = this.db.kysely;
    let candidate = db
      .selectFrom('jobs')
      .select('id')
      .where('queue', '=', queue)
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]),
          eb.and([eb('state', '=', 'running'), eb('locked_until', '<', now)]),
        ]),
      )
      // Fair across users: priority is minus the user's backlog at enqueue (decision 134).
      .orderBy('priority', 'desc')
      .orderBy('run_at')
      .limit(1);
    if (this.db.engine === 'postgres') candidate = candidate.forUpdate().skipLocked();
    // `id = (scalar subquery)` runs the subquery once (with IN, PostgreSQL may re-run it per row and
    // claim several). The repeated state condition keeps the claim safe where SKIP LOCKED is absent.
    return db
      .updateTable('jobs')
      .set((eb) => ({
        state: 'running',
        locked_until: now + leaseMs,
        locked_by: this.workerId,
        attempts: eb('attempts', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', candidate)
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]),
          eb.and([eb('state', '=', 'running'), eb('locked_until', '<', now)]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
  }

  protected async renewLease(job: JobsTable, leaseMs: number): Promise<boolean> {
    const r = await this.ownRow(job.id)
      .set({ locked_until: Date.now() + leaseMs })
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  protected async markDone(job: JobsTable): Promise<void> {
    await this.ownRow(job.id)
      .set({ state: 'done', locked_until: null, last_error: null, updated_at: Date.now() })
      .execute();
  }

  protected async markRetry(job: JobsTable, error: string, delayMs: number): Promise<void> {
    await this.ownRow(job.id)
      .set({
        state: 'queued',
        locked_until: null,
        locked_by: null,
        last_error: error,
        run_at: Date.now() + delayMs,
        updated_at: Date.now(),
      })
      .execute();
  }

  protected async markFailed(job: JobsTable, error: string): Promise<boolean> {
    const r = await this.ownRow(job.id)
      .set({ state: 'failed', locked_until: null, last_error: error, updated_at: Date.now() })
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  protected async handBack(): Promise<void> {
    await this.db.kysely
      .updateTable('jobs')
      .set((eb) => ({
        state: 'queued',
        locked_until: null,
        locked_by: null,
        attempts: eb('attempts', '-', 1),
        updated_at: Date.now(),
      }))
      .where('locked_by', '=', this.workerId)
      .where('state', '=', 'running')
      .execute();
  }

  /** Updates a job only while this worker still holds it (not cancelled, not reclaimed). */
  private ownRow(id: string) {
    return this.db.kysely
      .updateTable('jobs')
      .where('id', '=', id)
      .where('state', '=', 'running')
      .where('locked_by', '=', this.workerId);
  }
}
