import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createRuntime } from './runtime.js';

// `npm run worker`: job workers without the HTTP server, for running API and workers as separate processes.
async function main(): Promise<void> {
  let config;
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
  const deps = createRuntime(config, db, { log: (line) => console.log(line) });
  deps.jobs.start();
  console.log(`Inkwell worker ${deps.jobs.workerId} started (database: ${db.engine})`);
  const shutdown = async (signal: string) => {
    console.log(`${signal}: finishing running jobs`);
    await deps.jobs.stop(config.jobsStopGraceMs);
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

void main();
