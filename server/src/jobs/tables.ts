export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobsTable {
  id: string;
  queue: string;
  /** Idempotency key: one job per (queue, key), ever. */
  key: string | null;
  payload: string;
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
