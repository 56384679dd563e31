import type { Executor } from '../db/executor.js';
import type { Lane } from './lane.js';
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
  /** 'interactive' (a learner waits for it) is polled first and goes first to the model; default background. */
  lane?: Lane;
  maxAttempts?: number;
  /** How long a claimed job stays ours without a heartbeat; a crashed worker's jobs return after it. */
  leaseMs?: number;
  backoffBaseMs?: number;
  /** Called once when a job has failed for good (last attempt, or a PermanentJobError). */
  onFailed?: (job: { id: string; payload: P; error: string }) => Promise<void>;
}

/** Thrown by a handler for a failure that retrying cannot fix. */
export class PermanentJobError extends Error {}

/**
 * Thrown by a handler for a failure that passes with time (a model's rate limit): the job is queued
 * again after `delayMs` instead of the queue's backoff; it still counts as an attempt.
 */
export class RetryLaterJobError extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
  }
}

export interface EnqueueOptions {
  key?: string;
  /** The user the job works for: a user's job is claimed ahead of the backlog other users already have. */
  userId?: string;
  maxAttempts?: number;
  delayMs?: number;
  /** Runs at this instant (epoch ms) instead of after delayMs: with a key, "run at T, once" (decision 255). */
  runAt?: number;
  /**
   * The caller's transaction: the job is stored in it, so it exists exactly when the rows it works on
   * were committed (decision 227). Without one, the job is stored on its own.
   */
  trx?: Executor;
}

/**
 * Durable jobs, as the rest of the server sees them. Two implementations: TableJobQueue (SQLite, over
 * the `jobs` table) and PgBossJobQueue (PostgreSQL, on pg-boss). Both keep one row per job in `jobs`
 * (the idempotency key and the readable state), so `getByKey` answers the same on either engine.
 */
export interface JobQueue {
  /** Names this process in `jobs.locked_by` while it runs a job. */
  readonly workerId: string;
  define<P>(def: QueueDefinition<P>): void;
  /** Adds a job; with a key, a second enqueue of the same key returns the existing job instead. */
  enqueue<P>(queue: string, payload: P, opts?: EnqueueOptions): Promise<{ id: string; created: boolean }>;
  getByKey(queue: string, key: string): Promise<JobsTable | undefined>;
  /** Looks for runnable jobs now: called after committing a transaction that enqueued some (`trx`). */
  wake(): void;
  /** Cancels a queued or running job; a running handler sees its signal aborted. */
  cancel(queue: string, key: string): Promise<boolean>;
  /** Starts claiming and running jobs of the defined queues in this process. */
  start(): void;
  /**
   * Stops claiming; waits up to graceMs for running jobs, then hands the rest back (queued again, the
   * attempt not counted) so another worker picks them up at once. Releases the queue's connections.
   */
  stop(graceMs?: number): Promise<void>;
  /** Number of jobs this process is running now. */
  readonly inFlight: number;
}

export interface JobQueueOptions {
  pollMs?: number;
  /** Longest wait between polls of an idle queue (poll-delay.ts); default 4 × pollMs, pollMs for no back-off. */
  idlePollMaxMs?: number;
  /** Replaces every queue's own lease (operations: JOB_LEASE_MS). */
  leaseMs?: number | undefined;
  log?: (msg: string, extra?: object) => void;
}
