import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { Executor } from '../db/executor.js';
import { retryDelayMs } from './backoff.js';
import { enterLane } from './lane.js';
import { IDLE_BACKOFF_FACTOR, nextPollDelay } from './poll-delay.js';
import type { JobsTable } from './tables.js';
import {
  PermanentJobError,
  RetryLaterJobError,
  type EnqueueOptions,
  type JobQueue,
  type JobQueueOptions,
  type QueueDefinition,
} from './types.js';

export type Definition = QueueDefinition<unknown> & {
  maxAttempts: number;
  leaseMs: number;
  backoffBaseMs: number;
};

interface Running {
  done: Promise<void>;
  controller: AbortController;
}

/**
 * What both queues share: definitions, the `jobs` row of each job (idempotency key, readable state),
 * the polling loop, concurrency per queue, heartbeats, retries with backoff, cancel and stop. Where a
 * job is claimed and how its outcome is stored is the engine's part (TableJobQueue, PgBossJobQueue);
 * every outcome write holds only while this worker still owns the job, so a worker that lost its lease
 * cannot complete a job another worker took over.
 */
export abstract class JobRunner implements JobQueue {
  protected readonly defs = new Map<string, Definition>();
  private readonly running = new Map<string, Running>();
  private readonly perQueue = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  protected started = false;
  private polling = false;
  private pollAgain = false;
  /** Wait before the next poll: the poll interval, doubled after each poll that found nothing to run. */
  private idleDelay: number;
  readonly workerId = `w-${randomUUID()}`;

  constructor(
    protected readonly db: Db,
    protected readonly opts: JobQueueOptions = {},
  ) {
    this.idleDelay = this.pollMs;
  }

  private get pollMs(): number {
    return this.opts.pollMs ?? 500;
  }

  /** Claims up to `limit` runnable jobs of a queue for this worker (state running, attempts counted). */
  protected abstract claim(queue: string, leaseMs: number, limit: number): Promise<JobsTable[]>;
  /** Extends this worker's lease; false when the job is no longer ours (cancelled or taken over). */
  protected abstract renewLease(job: JobsTable, leaseMs: number): Promise<boolean>;
  protected abstract markDone(job: JobsTable): Promise<void>;
  protected abstract markRetry(job: JobsTable, error: string, delayMs: number): Promise<void>;
  /** True when this worker still owned the job and it is now failed (then onFailed runs). */
  protected abstract markFailed(job: JobsTable, error: string): Promise<boolean>;
  /** Stores the new job; false when (queue, key) already had one. */
  protected abstract insert(row: JobsTable, trx?: Executor): Promise<boolean>;
  protected abstract cancelStored(queue: string, key: string): Promise<boolean>;
  /** Queues again every job this worker still holds, the attempt not counted. */
  protected abstract handBack(): Promise<void>;
  protected onStart(): void {}
  protected async onStop(): Promise<void> {}

  define<P>(def: QueueDefinition<P>): void {
    this.defs.set(def.name, {
      maxAttempts: 3,
      leaseMs: 60_000,
      backoffBaseMs: 1000,
      ...(def as QueueDefinition<unknown>),
      ...(this.opts.leaseMs ? { leaseMs: this.opts.leaseMs } : {}),
    });
  }

  async enqueue<P>(
    queue: string,
    payload: P,
    opts: EnqueueOptions = {},
  ): Promise<{ id: string; created: boolean }> {
    const now = Date.now();
    const k = opts.trx ?? this.db.kysely;
    const row: JobsTable = {
      id: randomUUID(),
      queue,
      key: opts.key ?? null,
      payload: JSON.stringify(payload),
      user_id: opts.userId ?? null,
      priority: opts.userId ? -(await this.backlogOf(k, queue, opts.userId)) : 0,
      state: 'queued',
      attempts: 0,
      max_attempts: opts.maxAttempts ?? this.defs.get(queue)?.maxAttempts ?? 3,
      run_at: opts.runAt ?? now + (opts.delayMs ?? 0),
      locked_until: null,
      locked_by: null,
      last_error: null,
      created_at: now,
      updated_at: now,
    };
    if (await this.insert(row, opts.trx)) {
      // Inside a caller's transaction the job is not visible yet: the caller wakes us after its commit.
      if (!opts.trx) this.kick();
      return { id: row.id, created: true };
    }
    const existing = await this.getByKey(queue, opts.key ?? '', k);
    if (!existing) throw new Error(`job ${queue}/${opts.key} neither inserted nor found`);
    return { id: existing.id, created: false };
  }

  /**
   * The user's jobs in the queue not yet finished. A new job's priority is minus this number, so jobs
   * are claimed round-robin by user: everyone's first pending job, then everyone's second, and so on
   * (decision 134). Both engines claim by priority, then age.
   */
  private async backlogOf(k: Executor, queue: string, userId: string): Promise<number> {
    const row = await k
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('queue', '=', queue)
      .where('user_id', '=', userId)
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  getByKey(queue: string, key: string, k: Executor = this.db.kysely): Promise<JobsTable | undefined> {
    return k
      .selectFrom('jobs')
      .selectAll()
      .where('queue', '=', queue)
      .where('key', '=', key)
      .executeTakeFirst();
  }

  async cancel(queue: string, key: string): Promise<boolean> {
    const cancelled = await this.cancelStored(queue, key);
    const job = this.running.get((await this.getByKey(queue, key))?.id ?? '');
    job?.controller.abort(new Error('cancelled'));
    return cancelled;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.onStart();
    this.kick();
  }

  async stop(graceMs = 10_000): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    const pending = [...this.running.values()];
    await Promise.race([Promise.allSettled(pending.map((r) => r.done)), sleep(graceMs)]);
    if (this.running.size > 0) {
      for (const r of this.running.values()) r.controller.abort(new Error('worker stopping'));
      await this.handBack();
    }
    await this.onStop();
  }

  get inFlight(): number {
    return this.running.size;
  }

  wake(): void {
    this.kick();
  }

  protected kick(): void {
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
    let claimed = 0;
    try {
      for (const def of this.byLane()) {
        while (this.started) {
          const free = def.concurrency - (this.perQueue.get(def.name) ?? 0);
          if (free <= 0) break;
          const jobs = await this.claim(def.name, def.leaseMs, free);
          claimed += jobs.length;
          for (const job of jobs) this.launch(def, job);
          if (jobs.length < free) break;
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
          this.idleDelay = nextPollDelay(this.idleDelay, claimed > 0 || this.running.size > 0, {
            pollMs: this.pollMs,
            idlePollMaxMs: this.opts.idlePollMaxMs ?? this.pollMs * IDLE_BACKOFF_FACTOR,
          });
          this.timer = setTimeout(() => this.kick(), this.idleDelay);
        }
      }
    }
  }

  /** Interactive queues first, so a free slot's claim never waits behind background claims. */
  private byLane(): Definition[] {
    const defs = [...this.defs.values()];
    return [...defs.filter((d) => d.lane === 'interactive'), ...defs.filter((d) => d.lane !== 'interactive')];
  }

  private launch(def: Definition, job: JobsTable): void {
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

  private async execute(def: Definition, job: JobsTable, controller: AbortController): Promise<void> {
    const payload = JSON.parse(job.payload) as unknown;
    if (job.attempts > job.max_attempts) {
      await this.fail(def, job, payload, job.last_error ?? 'The job was interrupted too many times');
      return;
    }
    const heartbeat = setInterval(
      () => {
        this.renewLease(job, def.leaseMs).then(
          (ours) => ours || controller.abort(new Error('job cancelled or lease lost')),
          () => {}, // A failed heartbeat (database briefly down) is retried at the next tick.
        );
      },
      Math.max(50, def.leaseMs / 3),
    );
    // An aborted handler may never settle; its heartbeat must not outlive the abort.
    controller.signal.addEventListener('abort', () => clearInterval(heartbeat));
    try {
      enterLane(controller.signal, def.lane ?? 'background');
      await def.handler({ id: job.id, payload, attempt: job.attempts, signal: controller.signal });
      await this.markDone(job);
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
        const delay =
          e instanceof RetryLaterJobError ? e.delayMs : retryDelayMs(job.attempts, def.backoffBaseMs);
        await this.markRetry(job, message, delay);
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async fail(def: Definition, job: JobsTable, payload: unknown, error: string): Promise<void> {
    if (await this.markFailed(job, error)) await def.onFailed?.({ id: job.id, payload, error });
  }
}

/** Inserts a job's `jobs` row unless (queue, key) already has one; true when inserted. */
export async function insertJobRow(kysely: Executor, row: JobsTable): Promise<boolean> {
  const r = await kysely
    .insertInto('jobs')
    .values(row)
    .onConflict((oc) => oc.columns(['queue', 'key']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());
export const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 1000);
