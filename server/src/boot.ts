import { join } from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type Db } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { checkDataFileAccess, describeStartupFailure, type DatabaseTarget } from './db/startup-check.js';
import { probeWrite } from './db/write-check.js';
import { endClaimsOfEarlierRuns } from './jobs/stale-claims.js';

/**
 * What the API and the worker process both do first: read the configuration (a bad value ends the
 * process with the message naming it) and open the database with every migration applied, checked to
 * take writes. A database that cannot be used ends the process with one line saying what is wrong with
 * which file or server — never a stack (decision 138).
 */
export async function boot(): Promise<{ config: Config; db: Db; releasedJobs: number }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const target: DatabaseTarget = config.databaseUrl
    ? { engine: 'postgres', url: config.databaseUrl }
    : { engine: 'sqlite', file: join(config.dataDir, 'inkwell.sqlite') };
  let db: Db | undefined;
  try {
    if (target.engine === 'sqlite') checkDataFileAccess(target.file);
    db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await migrateToLatest(db);
    // Migrations write only when one is pending: an up-to-date read-only database would pass them.
    await probeWrite(db);
    const releasedJobs = await endClaimsOfEarlierRuns(db);
    return { config, db, releasedJobs };
  } catch (e) {
    console.error(describeStartupFailure(e, target));
    await db?.close().catch(() => {});
    process.exit(1);
  }
}

/** Runs `stop` once on the first SIGTERM or SIGINT, then exits. */
export function onShutdown(stop: (signal: string) => Promise<void>): void {
  const handle = (signal: string) =>
    void stop(signal).then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  process.once('SIGTERM', () => handle('SIGTERM'));
  process.once('SIGINT', () => handle('SIGINT'));
}
