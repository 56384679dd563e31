import type { AiClient } from './ai/provider.js';
import type { RateCounter } from './auth/rate-counter.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { JobQueue } from './jobs/queue.js';
import type { Mailer } from './mail/mailer.js';

/** What every part of the server is built from; tests build it with their own database and clock. */
export interface Deps {
  config: Config;
  db: Db;
  /** Milliseconds since the epoch; tests pass a fixed or movable clock. */
  now: () => number;
  /** Sends mail over SMTP, or writes it to the outbox when no SMTP server is configured. */
  mailer: Mailer;
  /** The configured model, or null for the offline assessor and generator. */
  ai: AiClient | null;
  /** Durable jobs (assessments, exercise modules). */
  jobs: JobQueue;
  /** The auth rate limits' counters, in the database (shared by every API process). */
  rateCounter: RateCounter;
}
