import { openDatabase } from '../../../src/db/database.js';
import { createJobQueue } from '../../../src/jobs/create.js';

/**
 * A child process for crash-after-commit.test.ts: in one transaction it creates an exercise session
 * (status generating) and the job that will make it ready, commits, says so on stdout and hangs until
 * the test kills it with SIGKILL — a process dying between the commit and anything after it.
 */
const env = process.env;
const db = openDatabase({
  databaseUrl: env.CRASH_DATABASE_URL || undefined,
  sqliteFile: env.CRASH_SQLITE_FILE!,
  ...(env.CRASH_PG_SCHEMA ? { pgSchema: env.CRASH_PG_SCHEMA } : {}),
});
const jobs = createJobQueue(db, { databaseUrl: env.CRASH_DATABASE_URL || undefined, pollMs: 20 });
const userId = env.CRASH_USER_ID!;
const sessionId = env.CRASH_SESSION_ID!;
const now = Date.now();
await db.kysely.transaction().execute(async (trx) => {
  await trx
    .insertInto('exercise_sessions')
    .values({
      id: sessionId,
      user_id: userId,
      journal_entry_id: null,
      title: 'Crash test',
      status: 'generating',
      student_level: null,
      estimated_duration: 0,
      failure_reason: null,
      current_slide: 0,
      created_at: now,
      updated_at: now,
      completed_at: null,
    })
    .execute();
  await jobs.enqueue('crash-test', { sessionId }, { key: `crash:${sessionId}`, userId, trx });
});
process.stdout.write('committed\n');
setInterval(() => {}, 1 << 30);
