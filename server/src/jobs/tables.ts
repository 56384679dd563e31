export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobsTable {
  id: string;
  queue: string;
  /** Idempotency key: one job per (queue, key), ever. */
  key: string | null;
  payload: string;
  /** The user the job works for: jobs are claimed fairly across users (decision 134). */
  user_id: string | null;
  /** Claimed highest first: minus the user's backlog in the queue when the job was queued. */
  priority: number;
  state: JobState;
  attempts: number;
  max_attempts: number;
  run_at: number;
  locked_until: number | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

export interface JobTables {
  jobs: JobsTable;
}
