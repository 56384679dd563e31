import { boot, onShutdown } from './boot.js';
import { startMailTick } from './reminders/send.js';
import { createRuntime } from './runtime.js';

// `npm run worker`: job workers without the HTTP server, for running API and workers as separate processes.
async function main(): Promise<void> {
  const { config, db, releasedJobs } = await boot();
  // A dedicated worker keeps polling every 500 ms when idle: its polls slow no request down, and the jobs
  // the API processes enqueue (JOBS_IN_PROCESS=false) then start as soon as before (decision 310).
  const deps = createRuntime(config, db, {
    log: (line) => console.log(line),
    jobPollMs: 500,
    jobIdlePollMaxMs: 500,
  });
  const stopMailTick = startMailTick(deps, (line) => console.log(line));
  deps.jobs.start();
  console.log(`Inkwell worker ${deps.jobs.workerId} started (database: ${db.engine})`);
  if (releasedJobs > 0) console.log(`${releasedJobs} job(s) interrupted by an earlier stop run again now`);
  onShutdown(async (signal) => {
    console.log(`${signal}: finishing running jobs`);
    stopMailTick();
    await deps.jobs.stop(config.jobsStopGraceMs);
    await db.close();
  });
}

void main();
