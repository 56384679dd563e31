import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type Db } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';

/**
 * What the API and the worker process both do first: read the configuration (a bad value ends the
 * process with the message naming it) and open the database with every migration applied.
 */
export async function boot(): Promise<{ config: Config; db: Db }> {
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
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(db);
  return { config, db };
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
