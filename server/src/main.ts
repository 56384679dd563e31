import { buildApp } from './app.js';
import { boot, onShutdown } from './boot.js';
import { startMailTick } from './reminders/send.js';
import { createRuntime } from './runtime.js';

async function main(): Promise<void> {
  const { config, db, releasedJobs } = await boot();
  // The runtime exists before the app and its logger; its notes go to the app's log once it is up.
  const runtimeLog: { to?: (line: string) => void } = {};
  const deps = createRuntime(config, db, { log: (line) => runtimeLog.to?.(line) });
  const app = await buildApp(deps);
  runtimeLog.to = (line) => app.log.info(line);
  const stopMailTick = config.jobsInProcess ? startMailTick(deps, (line) => app.log.warn(line)) : () => {};
  if (config.jobsInProcess) deps.jobs.start();
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Inkwell on ${config.appUrl} (database: ${db.engine}, data: ${config.dataDir})`);
  // A link opened on another origin than the one the learner uses lands without their session: say which.
  app.log.info(
    `Links in mails (confirmation, password reset) open ${config.appUrl}` +
      (config.appUrlDerived ? ' (from HOST and PORT; set APP_URL to the address browsers use)' : ''),
  );
  if (releasedJobs > 0) app.log.warn(`${releasedJobs} job(s) interrupted by an earlier stop run again now`);

  onShutdown(async (signal) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    stopMailTick();
    // Running jobs get a bounded time to finish; the rest are handed back for another worker.
    await deps.jobs.stop(config.jobsStopGraceMs);
    await db.close();
  });
}

void main();
