import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { retryDelayMs } from './backoff.js';
import type { JobsTable } from './tables.js';

export interface JobContext<P> {
  id: string;
  payload: P;
  /** 1 on the first run. */
  attempt: number;
  /** Aborted when the job is cancelled or its lease is lost; handlers pass it to long calls. */
  signal: AbortSignal;
}

export interface QueueDefinition<P> {
  name: string;
  handler: (job: JobContext<P>) => Promise<void>;
  /** Jobs of this queue run at most this many at a time in this process. */
  concurrency: number;
  maxAttempts?: number;
  /** How long a claimed job stays ours without a heartbeat; a crashed worker's jobs return after it. */
  leaseMs?: number;
  backoffBaseMs?: number;
  /** Called once when a job has failed for good (last attempt, or a PermanentJobError). */
  onFailed?: (job: { id: string; payload: P; error: string }) => Promise<void>;
}

/** Thrown by a handler for a failure that retrying cannot fix. */
export class PermanentJobError extends Error {}

export interface EnqueueOptions {
  key?: string;
  maxAttempts?: number;
  delayMs?: number;
}

interface Running {
  done: Promise<void>;
  controller: AbortController;
}

/**
 * A durable queue over the `jobs` table, the same on SQLite and PostgreSQL. Workers claim jobs with a
 * conditional UPDATE (plus SKIP LOCKED on PostgreSQL), so several processes can share one database
 * without running a job twice; leases with heartbeats bring back the jobs of a crashed worker.
 */
export class JobQueue {
  private readonly defs = new Map<
    string,
    Required<Omit<QueueDefinition<unknown>, 'onFailed'>> & QueueDefinition<unknown>
  >();
  private readonly running = new Map<string, Running>();
  private readonly perQueue = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private polling = false;
  private pollAgain = false;
  readonly workerId = `w-${randomUUID()}`;

  constructor(
    private readonly db: Db,
    private readonly opts: {
      pollMs?: number;
      /** Replaces every queue's own lease (operations: JOB_LEASE_MS). */
      leaseMs?: number | undefined;
      log?: (msg: string, extra?: object) => void;
    } = {},
  ) {}

  define<P>(def: QueueDefinition<P>): void {
    this.defs.set(def.name, {
      maxAttempts: 3,
      leaseMs: 60_000,
      backoffBaseMs: 1000,
      ...(def as QueueDefinition<unknown>),
      ...(this.opts.leaseMs ? { leaseMs: this.opts.leaseMs } : {}),
    } as never);
  }

  /** Adds a job; with a key, a second enqueue of the same key returns the existing job instead. */
  async enqueue<P>(
    queue: string,
    payload: P,
    opts: EnqueueOptions = {},
  ): Promise<{ id: string; created: boolean }> {
    const now = Date.now();
    const id = randomUUID();
    const inserted = await this.db.kysely
      .insertInto('jobs')
      .values({
        id,
        queue,
        key: opts.key ?? null,
        payload: JSON.stringify(payload),
        state: 'queued',
        attempts: 0,
        max_attempts: opts.maxAttempts ?? this.defs.get(queue)?.maxAttempts ?? 3,
        run_at: now + (opts.delayMs ?? 0),
        locked_until: null,
        locked_by: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['queue', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      this.kick();
      return { id, created: true };
    }
    const existing = await this.getByKey(queue, opts.key ?? '');
    if (!existing) throw new Error(`job ${queue}/${opts.key} neither inserted nor found`);
    return { id: existing.id, created: false };
  }

  getByKey(queue: string, key: string): Promise<JobsTable | undefined> {
    return this.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('queue', '=', queue)
      .where('key', '=', key)
      .executeTakeFirst();
  }

  /** Cancels a queued or running job; a running handler sees its signal aborted at the next heartbeat. */
  async cancel(queue: string, key: string): Promise<boolean> {
    const r = await this.db.kysely
      .updateTable('jobs')
      .set({ state: 'cancelled', locked_until: null, updated_at: Date.now() })
      .where('queue', '=', queue)
      .where('key', '=', key)
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirst();
    const job = this.running.get((await this.getByKey(queue, key))?.id ?? '');
    job?.controller.abort(new Error('cancelled'));
    return Number(r.numUpdatedRows) > 0;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.kick();
  }

  /**
   * Stops claiming; waits up to graceMs for running jobs, then hands the rest back (queued again, the
   * attempt not counted) so another worker picks them up at once.
   */
  async stop(graceMs = 10_000): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    const pending = [...this.running.values()];
    await Promise.race([Promise.allSettled(pending.map((r) => r.done)), sleep(graceMs)]);
    if (this.running.size === 0) return;
    for (const r of this.running.values()) r.controller.abort(new Error('worker stopping'));
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

  /** Number of jobs this process is running now. */
  get inFlight(): number {
    return this.running.size;
  }

  private kick(): void {
    if (!this.started) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    clearTimeout(this.timer);
    void this.poll();
  }

  private async poll(): Promise<void> {
    this.polling = true;
    try {
      for (const def of this.defs.values()) {
        while (this.started && (this.perQueue.get(def.name) ?? 0) < def.concurrency) {
          const job = await this.claim(def.name, def.leaseMs);
          if (!job) break;
          this.launch(def, job);
        }
      }
    } catch (e) {
      this.opts.log?.('job poll failed', { error: errorText(e) });
    } finally {
      this.polling = false;
      if (this.started) {
        if (this.pollAgain) {
          this.pollAgain = false;
          setImmediate(() => this.kick());
        } else {
          this.timer = setTimeout(() => this.kick(), this.opts.pollMs ?? 500);
        }
      }
    }
  }

  private async claim(queue: string, leaseMs: number): Promise<JobsTable | undefined> {
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

  private launch(
    def: QueueDefinition<unknown> & { leaseMs: number; backoffBaseMs: number },
    job: JobsTable,
  ): void {
    const controller = new AbortController();
    this.perQueue.set(def.name, (this.perQueue.get(def.name) ?? 0) + 1);
    const done = this.execute(def, job, controller)
      // Recording the outcome can fail (database down): the job keeps its lease and is claimed again
      // when it runs out. Unhandled, this rejection ended the whole process (fault suite).
      .catch((e: unknown) =>
        this.opts.log?.('job outcome not recorded; it runs again after its lease', {
          queue: def.name,
          id: job.id,
          error: errorText(e),
        }),
      )
      .finally(() => {
        this.running.delete(job.id);
        this.perQueue.set(def.name, (this.perQueue.get(def.name) ?? 1) - 1);
        this.kick();
      });
    this.running.set(job.id, { done, controller });
  }

  private async execute(
    def: QueueDefinition<unknown> & { leaseMs: number; backoffBaseMs: number },
    job: JobsTable,
    controller: AbortController,
  ): Promise<void> {
    const payload = JSON.parse(job.payload) as unknown;
    if (job.attempts > job.max_attempts) {
      await this.fail(def, job, payload, job.last_error ?? 'The job was interrupted too many times');
      return;
    }
    const heartbeat = setInterval(
      () => void this.extendLease(job.id, def.leaseMs, controller),
      Math.max(50, def.leaseMs / 3),
    );
    try {
      await def.handler({ id: job.id, payload, attempt: job.attempts, signal: controller.signal });
      await this.ownRow(job.id)
        .set({ state: 'done', locked_until: null, last_error: null, updated_at: Date.now() })
        .execute();
    } catch (e) {
      if (controller.signal.aborted) return; // cancelled, or handed to another worker
      const message = errorText(e);
      if (e instanceof PermanentJobError || job.attempts >= job.max_attempts) {
        await this.fail(def, job, payload, message);
      } else {
        this.opts.log?.('job failed, will retry', {
          queue: def.name,
          id: job.id,
          attempt: job.attempts,
          error: message,
        });
        await this.ownRow(job.id)
          .set({
            state: 'queued',
            locked_until: null,
            locked_by: null,
            last_error: message,
            run_at: Date.now() + retryDelayMs(job.attempts, def.backoffBaseMs),
            updated_at: Date.now(),
          })
          .execute();
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async fail(
    def: QueueDefinition<unknown>,
    job: JobsTable,
    payload: unknown,
    error: string,
  ): Promise<void> {
    const r = await this.ownRow(job.id)
      .set({ state: 'failed', locked_until: null, last_error: error, updated_at: Date.now() })
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) > 0) await def.onFailed?.({ id: job.id, payload, error });
  }

  /** Updates a job only while this worker still holds it (not cancelled, not reclaimed). */
  private ownRow(id: string) {
    return this.db.kysely
      .updateTable('jobs')
      .where('id', '=', id)
      .where('state', '=', 'running')
      .where('locked_by', '=', this.workerId);
  }

  private async extendLease(id: string, leaseMs: number, controller: AbortController): Promise<void> {
    try {
      const r = await this.ownRow(id)
        .set({ locked_until: Date.now() + leaseMs })
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) controller.abort(new Error('job cancelled or lease lost'));
    } catch {
      // A failed heartbeat (database briefly down) is retried at the next tick.
    }
  }
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 1000);
