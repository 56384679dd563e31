import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createMailer } from './mail/mailer.js';

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
  // The mailer exists before the app and its logger; outbox notes go to the app's log once it is up.
  const mailLog: { to?: (line: string) => void } = {};
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    dataDir: config.dataDir,
    log: (line) => mailLog.to?.(line),
  });
  const app = await buildApp({ config, db, now: Date.now, mailer });
  mailLog.to = (line) => app.log.info(line);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Inkwell on ${config.appUrl} (database: ${db.engine}, data: ${config.dataDir})`);

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

void main();
