import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createRuntime } from './runtime.js';

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
  // The runtime exists before the app and its logger; its notes go to the app's log once it is up.
  const runtimeLog: { to?: (line: string) => void } = {};
  const deps = createRuntime(config, db, { log: (line) => runtimeLog.to?.(line) });
  const app = await buildApp(deps);
  runtimeLog.to = (line) => app.log.info(line);
  if (config.jobsInProcess) deps.jobs.start();
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Inkwell on ${config.appUrl} (database: ${db.engine}, data: ${config.dataDir})`);

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    // Running jobs get a bounded time to finish; the rest are handed back for another worker.
    await deps.jobs.stop(config.jobsStopGraceMs);
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

void main();
