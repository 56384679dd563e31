import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database.js';
import { inTransaction, type Executor } from '../db/executor.js';
import type { Database } from '../db/schema.js';
import { errorText, insertJobRow, JobRunner } from './runner.js';
import type { JobsTable } from './tables.js';
import type { JobQueueOptions } from './types.js';

export interface PgBossQueueOptions extends JobQueueOptions {
  connectionString: string;
  /** pg-boss's own schema in the database (its tables: job, archive, queue, version, …). */
  schema: string;
  /** Connections of pg-boss's own pool (fetch, expiry, maintenance). */
  poolSize?: number;
}

/** How often a running worker moves jobs whose lease ran out back to `retry` (pg-boss's expire). */
const EXPIRE_EVERY_MAX_MS = 1000;
/** pg-boss maintenance: archiving finished jobs, dropping old archive rows. */
const MAINTAIN_EVERY_MS = 120_000;

/**
 * The PostgreSQL queue (decision 123): jobs run on pg-boss. pg-boss owns the job store in its own
 * schema — installing and migrating it, one partition per queue, claiming with SKIP LOCKED (fetch),
 * expiring jobs whose lease ran out (expire: back to `retry`, retry_count + 1) and archiving.
 *
 * What pg-boss 10 lacks, done here on its job table, each in one statement: a lease renewed by
 * heartbeats (expire_in is pushed to now + lease, so a long job is never expired while its worker
 * lives, and a killed worker's job returns one lease after its last heartbeat), the claiming worker
 * in `output.worker` so outcome writes hold only while this worker owns the job, retries in
 * milliseconds with our backoff, and hand-back on stop without counting the attempt.
 *
 * The job's `jobs` row is written in the same statement as each of these (and in the same transaction
 * as pg-boss's insert), so the idempotency key is kept forever and `jobs` shows the state as on SQLite.
 */
export class PgBossJobQueue extends JobRunner {
  private opened: Promise<{ boss: PgBoss; pool: pg.Pool }> | undefined;
  private readonly queues = new Map<string, Promise<void>>();
  private expireTimer: NodeJS.Timeout | undefined;
  private maintainTimer: NodeJS.Timeout | undefined;
  private readonly job;
  private readonly jobState;

  constructor(
    db: Db,
    private readonly pgOpts: PgBossQueueOptions,
  ) {
    super(db, pgOpts);
    this.job = sql.id(pgOpts.schema, 'job');
    this.jobState = sql.id(pgOpts.schema, 'job_state');
  }

  /** pg-boss, started (installed or migrated on first use, under its advisory lock) on its own pool. */
  private boss(): Promise<PgBoss> {
    return this.connection().then((o) => o.boss);
  }

  private connection(): Promise<{ boss: PgBoss; pool: pg.Pool }> {
    this.opened ??= this.open().catch((e: unknown) => {
      this.opened = undefined;
      throw e;
    });
    return this.opened;
  }

  private async open(): Promise<{ boss: PgBoss; pool: pg.Pool }> {
    const pool = new pg.Pool({
      connectionString: this.pgOpts.connectionString,
      max: this.pgOpts.poolSize ?? 3,
      application_name: 'inkwell-jobs',
    });
    // As in openDatabase: a lost connection (PostgreSQL restart) must fail its query, not the process.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values) },
      schema: this.pgOpts.schema,
      // Our own timers run expiry (at lease resolution) and maintenance; no cron in Inkwell.
      supervise: false,
      schedule: false,
      migrate: true,
    });
    boss.on('error', (e: Error) => this.opts.log?.('pg-boss error', { error: errorText(e) }));
    try {
      await boss.start();
    } catch (e) {
      await pool.end();
      throw e;
    }
    return { boss, pool };
  }

  /** pg-boss 10 inserts only into queues that exist (each is a partition of its job table). */
  private ensureQueue(name: string): Promise<void> {
    let ready = this.queues.get(name);
    if (!ready) {
      ready = this.createQueue(name).catch((e: unknown) => {
        this.queues.delete(name);
        throw e;
      });
      this.queues.set(name, ready);
    }
    return ready;
  }

  /**
   * pg-boss's create_queue, one at a time per schema: two of them at once (two queues, or several
   * processes starting together) deadlock on attaching their partitions to the job table.
   */
  private async createQueue(name: string): Promise<void> {
    const { pool } = await this.connection();
    const schema = this.pgOpts.schema;
    const exists = await pool.query(`SELECT 1 FROM ${schema}.queue WHERE name = $1`, [name]);
    if (exists.rowCount) return;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`inkwell.create_queue.${schema}`]);
      await client.query(`SELECT ${schema}.create_queue($1, $2)`, [name, { policy: 'standard' }]);
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  protected async insert(row: JobsTable, callerTrx?: Executor): Promise<boolean> {
    await this.ensureQueue(row.queue);
    const boss = await this.boss();
    const leaseMs = this.defs.get(row.queue)?.leaseMs ?? this.opts.leaseMs ?? 60_000;
    // In the caller's transaction when there is one: the job commits (or rolls back) with its rows.
    return inTransaction(callerTrx ?? this.db.kysely, async (trx) => {
      if (!(await insertJobRow(trx, row))) return false;
      await boss.send(row.queue, JSON.parse(row.payload) as object, {
        id: row.id,
        db: onConnection(trx),
        // The claim sets the real lease; until then a job can't expire (pg-boss counts whole seconds).
        expireInSeconds: Math.max(1, Math.ceil(leaseMs / 1000)),
        // Retries are ours (markRetry); expiry must always retry, so the runner can fail the job with
        // onFailed once its attempts are used up.
        retryLimit: row.max_attempts + 2,
        // pg-boss fetches by priority, then age: round-robin by user as on SQLite (decision 134).
        priority: row.priority,
        ...(row.run_at > row.created_at ? { startAfter: new Date(row.run_at) } : {}),
      });
      return true;
    });
  }

  protected async claim(queue: string, leaseMs: number, limit: number): Promise<JobsTable[]> {
    const boss = await this.boss();
    const fetched = await boss.fetch(queue, { batchSize: limit });
    const claimed: JobsTable[] = [];
    for (const { id } of fetched) {
      const now = Date.now();
      const { rows } = await sql<JobsTable>`
        WITH b AS (
          UPDATE ${this.job}
          SET output = COALESCE(output, '{}'::jsonb) || jsonb_build_object('worker', ${this.workerId}::text),
            expire_in = ${leaseMs}::float8 * interval '1 millisecond'
          WHERE name = ${queue} AND id = ${id}::uuid AND state = 'active'
          RETURNING id, retry_count)
        UPDATE jobs SET state = 'running', attempts = b.retry_count + 1, locked_by = ${this.workerId},
          locked_until = ${now + leaseMs}, updated_at = ${now}
        FROM b WHERE jobs.id = b.id::text
        RETURNING jobs.*`.execute(this.db.kysely);
      if (rows[0]) claimed.push(rows[0]);
    }
    return claimed;
  }

  /** Updates the pg-boss job, while this worker holds it, and then its `jobs` row; true if it did. */
  private async whileOwned(job: JobsTable, boss: RawBuilder<unknown>, row: RawBuilder<unknown>) {
    const r = await sql`
      WITH b AS (
        UPDATE ${this.job} SET ${boss}
        WHERE name = ${job.queue} AND id = ${job.id}::uuid AND state = 'active'
          AND output->>'worker' = ${this.workerId}
        RETURNING id)
      UPDATE jobs SET ${row} FROM b WHERE jobs.id = b.id::text`.execute(this.db.kysely);
    return Number(r.numAffectedRows ?? 0) > 0;
  }

  protected renewLease(job: JobsTable, leaseMs: number): Promise<boolean> {
    return this.whileOwned(
      job,
      sql`expire_in = (now() - started_on) + ${leaseMs}::float8 * interval '1 millisecond'`,
      sql`locked_until = ${Date.now() + leaseMs}`,
    );
  }

  protected async markDone(job: JobsTable): Promise<void> {
    await this.whileOwned(
      job,
      sql`state = 'completed', completed_on = now()`,
      sql`state = 'done', locked_until = NULL, last_error = NULL, updated_at = ${Date.now()}`,
    );
  }

  protected async markRetry(job: JobsTable, error: string, delayMs: number): Promise<void> {
    const now = Date.now();
    await this.whileOwned(
      job,
      sql`state = 'retry', start_after = now() + ${delayMs}::float8 * interval '1 millisecond',
        output = output || jsonb_build_object('error', ${error}::text)`,
      sql`state = 'queued', locked_until = NULL, locked_by = NULL, last_error = ${error},
        run_at = ${now + delayMs}, updated_at = ${now}`,
    );
  }

  protected markFailed(job: JobsTable, error: string): Promise<boolean> {
    return this.whileOwned(
      job,
      sql`state = 'failed', completed_on = now(), output = output || jsonb_build_object('error', ${error}::text)`,
      sql`state = 'failed', locked_until = NULL, last_error = ${error}, updated_at = ${Date.now()}`,
    );
  }

  // pg-boss's cancel, plus the `jobs` row; the pg-boss row is locked first, as everywhere here.
  protected async cancelStored(queue: string, key: string): Promise<boolean> {
    await this.ensureQueue(queue);
    const r = await sql`
      WITH b AS (
        UPDATE ${this.job} SET state = 'cancelled', completed_on = now()
        WHERE name = ${queue} AND state < 'completed'
          AND id = (SELECT id::uuid FROM jobs WHERE queue = ${queue} AND key = ${key})
        RETURNING id)
      UPDATE jobs SET state = 'cancelled', locked_until = NULL, updated_at = ${Date.now()}
      FROM b WHERE jobs.id = b.id::text`.execute(this.db.kysely);
    return Number(r.numAffectedRows ?? 0) > 0;
  }

  // started_on = NULL: pg-boss's fetch then does not count the next run as a retry.
  protected async handBack(): Promise<void> {
    await sql`
      WITH b AS (
        UPDATE ${this.job}
        SET state = CASE WHEN retry_count > 0 THEN 'retry'::${this.jobState} ELSE 'created'::${this.jobState} END,
          started_on = NULL, start_after = now(), output = output - 'worker'
        WHERE state = 'active' AND output->>'worker' = ${this.workerId}
        RETURNING id)
      UPDATE jobs SET state = 'queued', locked_until = NULL, locked_by = NULL, attempts = attempts - 1,
        updated_at = ${Date.now()}
      FROM b WHERE jobs.id = b.id::text`.execute(this.db.kysely);
  }

  protected override onStart(): void {
    for (const name of this.defs.keys()) this.ensureQueue(name).catch(() => {});
    const leases = [...this.defs.values()].map((d) => d.leaseMs);
    const every = Math.max(100, Math.min(EXPIRE_EVERY_MAX_MS, Math.min(...leases, 60_000) / 3));
    this.expireTimer = setInterval(() => void this.runBoss((b) => b.expire()), every);
    this.maintainTimer = setInterval(() => void this.runBoss((b) => b.maintain()), MAINTAIN_EVERY_MS);
    this.expireTimer.unref();
    this.maintainTimer.unref();
  }

  private async runBoss(task: (boss: PgBoss) => Promise<unknown>): Promise<void> {
    try {
      await task(await this.boss());
    } catch (e) {
      this.opts.log?.('pg-boss maintenance failed', { error: errorText(e) });
    }
  }

  protected override async onStop(): Promise<void> {
    clearInterval(this.expireTimer);
    clearInterval(this.maintainTimer);
    const opened = this.opened;
    this.opened = undefined;
    this.queues.clear();
    if (!opened) return;
    const o = await opened.catch(() => undefined);
    if (!o) return;
    await o.boss.stop({ graceful: false, close: false });
    await o.pool.end();
  }
}

/** Lets pg-boss run its statement on our connection (inside our transaction). */
function onConnection(trx: Kysely<Database>): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const r = await trx.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: r.rows as unknown[] };
    },
  };
}
