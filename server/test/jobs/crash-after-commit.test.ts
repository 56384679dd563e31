import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobQueue } from '../../src/jobs/create.js';
import type { JobQueue } from '../../src/jobs/types.js';
import { insertSignedInUser } from '../support/app.js';
import { ENGINES, createTestDb, type TestDb } from '../support/engines.js';
import { until } from '../support/until.js';

const CHILD = fileURLToPath(new URL('./support/commit-then-hang.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * A real process creates a session and its job in one transaction and is killed (SIGKILL) right after
 * the commit (decision 227): nothing is stuck — the job is there, and a queue started afterwards runs
 * it and the session leaves `generating`.
 */
describe.each(ENGINES)('a process killed right after its commit on %s', (engine) => {
  let t: TestDb;
  let queue: JobQueue | undefined;
  beforeEach(async () => {
    t = await createTestDb(engine);
  }, 60_000);
  afterEach(async () => {
    await queue?.stop(1000);
    await t.dispose();
  });

  it('leaves the rows and their job, and the job runs afterwards', async () => {
    const user = await insertSignedInUser(t.db, { secret: t.config.jwtSecret, appUrl: t.config.appUrl });
    const sessionId = crypto.randomUUID();
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: REPO,
      env: {
        ...process.env,
        CRASH_DATABASE_URL: t.config.databaseUrl ?? '',
        CRASH_SQLITE_FILE: join(t.config.dataDir, 'inkwell.sqlite'),
        CRASH_PG_SCHEMA: t.db.schema ?? '',
        CRASH_USER_ID: user.id,
        CRASH_SESSION_ID: sessionId,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_c, s) => resolve(s)));
    await until('the child commits', () => output.includes('committed') || child.exitCode !== null, 20_000);
    expect(output).toContain('committed');
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    const k = t.db.kysely;
    expect(
      await k.selectFrom('exercise_sessions').select('status').where('id', '=', sessionId).execute(),
    ).toEqual([{ status: 'generating' }]);
    expect(
      await k.selectFrom('jobs').select(['queue', 'state']).where('user_id', '=', user.id).execute(),
    ).toEqual([{ queue: 'crash-test', state: 'queued' }]);

    // A worker started after the crash finds the job and finishes the session.
    queue = createJobQueue(t.db, { databaseUrl: t.config.databaseUrl, pollMs: 20 });
    queue.define<{ sessionId: string }>({
      name: 'crash-test',
      concurrency: 1,
      handler: async ({ payload }) => {
        await k
          .updateTable('exercise_sessions')
          .set({ status: 'ready' })
          .where('id', '=', payload.sessionId)
          .execute();
      },
    });
    queue.start();
    await until(
      'the job runs after the crash',
      async () =>
        (
          await k
            .selectFrom('exercise_sessions')
            .select('status')
            .where('id', '=', sessionId)
            .executeTakeFirst()
        )?.status === 'ready',
      20_000,
    );
  }, 60_000);
});
