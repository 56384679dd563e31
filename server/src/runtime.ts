import { createAiClient } from './ai/provider.js';
import { defineAssessmentJobs } from './analysis/job.js';
import { RateCounter } from './auth/rate-counter.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Deps } from './deps.js';
import { defineExerciseJobs } from './exercises/service.js';
import { exercisesContext } from './exercises/context.js';
import { createJobQueue } from './jobs/create.js';
import { createMailer } from './mail/mailer.js';
import { definePurgeJobs } from './journal/entry-undo.js';
import { defineReminderJobs } from './reminders/send.js';

export interface RuntimeOptions {
  now?: () => number;
  log?: (line: string) => void;
  /** Job polling interval; tests poll fast. */
  jobPollMs?: number;
  /** Longest wait between polls of idle queues (default 4 × jobPollMs: 2 s; decision 310). */
  jobIdlePollMaxMs?: number;
}

/**
 * Builds everything the server runs on from config and a database: mailer, model client, job queue (by engine) with
 * every job type defined. The API process, the worker process and the tests all start here, so they
 * behave the same. Workers are not started: the caller decides (`deps.jobs.start()`).
 */
export function createRuntime(config: Config, db: Db, opts: RuntimeOptions = {}): Deps {
  const log = opts.log ?? (() => {});
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    dataDir: config.dataDir,
    log,
  });
  const ai = createAiClient(config.ai, { log });
  // pg-boss on PostgreSQL, the table queue on SQLite; the same JobQueue interface either way.
  const jobs = createJobQueue(db, {
    databaseUrl: config.databaseUrl,
    pollMs: opts.jobPollMs ?? 500,
    ...(opts.jobIdlePollMaxMs ? { idlePollMaxMs: opts.jobIdlePollMaxMs } : {}),
    leaseMs: config.jobLeaseMs,
    log: (msg, extra) => log(`${msg} ${JSON.stringify(extra ?? {})}`),
  });
  const now = opts.now ?? Date.now;
  const deps: Deps = { config, db, now, mailer, ai, jobs, rateCounter: new RateCounter(db, now) };
  defineAssessmentJobs(deps);
  defineExerciseJobs(exercisesContext(deps), { concurrency: config.exerciseModuleConcurrency });
  definePurgeJobs(deps);
  defineReminderJobs(deps);
  return deps;
}
