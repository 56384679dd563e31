import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Db } from '../../../src/db/database.js';
import { TEST_DATABASE_URL } from '../../support/engines.js';
import { until as pollUntil, type Probe } from '../../support/until.js';

/**
 * Real processes for the fault suite: `node --import tsx server/src/main.ts` (API) and
 * `server/src/worker.ts` (workers), started with their own environment against one database, so the
 * tests see what an operator would see — separate memory, signals, exits.
 */

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const ENTRY = { api: 'server/src/main.ts', worker: 'server/src/worker.ts' } as const;

/** Prints a line of what the test did or checked, with the time since the suite file started. */
const started = Date.now();
export function step(line: string): void {
  console.log(`  [${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);
}

export interface Proc {
  name: string;
  child: ChildProcess;
  /** API only: http://127.0.0.1:PORT */
  url: string;
  /** Worker only: the JobQueue's worker id it printed at start. */
  workerId: string;
  output(): string;
  alive(): boolean;
  /** Resolves when the process has exited, with its code or signal and when. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

const running = new Set<Proc>();

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

/** Starts an API or worker process and waits until it serves /api/health (API) or has started workers. */
export async function startProcess(
  kind: 'api' | 'worker',
  name: string,
  env: Record<string, string>,
  opts: { readyMs?: number } = {},
): Promise<Proc> {
  const port = kind === 'api' ? await freePort() : 0;
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY[kind]], {
    cwd: REPO_ROOT,
    // A clean environment: nothing from the test runner leaks into the app's configuration.
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  let dead = false;
  void exited.then(() => (dead = true));
  const proc: Proc = {
    name,
    child,
    url: kind === 'api' ? `http://127.0.0.1:${port}` : '',
    workerId: '',
    output: () => out,
    alive: () => !dead,
    exited,
  };
  running.add(proc);
  void exited.then(() => running.delete(proc));

  const deadline = Date.now() + (opts.readyMs ?? 60_000);
  for (;;) {
    if (dead) throw new Error(`${name} exited during start:\n${out}`);
    if (Date.now() > deadline) throw new Error(`${name} did not become ready:\n${out}`);
    if (kind === 'worker') {
      const m = /Inkwell worker (w-[0-9a-f-]+) started/.exec(out);
      if (m) {
        proc.workerId = m[1]!;
        break;
      }
    } else {
      const ok = await fetch(`${proc.url}/api/health`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) break;
    }
    await sleep(100);
  }
  return proc;
}

/** Sends a signal to one process this suite started (by its pid). */
export function signal(proc: Proc, sig: NodeJS.Signals): void {
  if (proc.alive()) proc.child.kill(sig);
}

/** Kills every process still running (after each test), but those in `keep`. */
export async function killAll(keep: Proc[] = []): Promise<void> {
  const left = [...running].filter((p) => !keep.includes(p));
  for (const p of left) p.child.kill('SIGKILL');
  await Promise.all(left.map((p) => p.exited));
}

/** A new PostgreSQL database of its own for one test, dropped afterwards (connections and all). */
export async function createFaultDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `inkwell_faults_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The environment every process of one test shares: the database, the JWT secret, the app URL. */
export function baseEnv(db: { databaseUrl?: string; dataDir: string }): Record<string, string> {
  return {
    DATA_DIR: db.dataDir,
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    AUTH_JWT_SECRET: randomBytes(32).toString('hex'),
    APP_URL: 'http://inkwell.test',
  };
}

/** The test's own connection to the processes' database, for setup and for checking rows. */
export function openShared(opts: { databaseUrl?: string; sqliteFile?: string }): Db {
  return openDatabase(opts.databaseUrl ? { databaseUrl: opts.databaseUrl, pgPoolSize: 4 } : opts);
}

/** The shared poll (server/test/support/until.ts) with this suite's default of a minute: restarts are slow. */
export const until = <T>(what: string, probe: Probe<T>, ms = 60_000) => pollUntil(what, probe, ms);

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The concept word a module request to the model is about (the prompt's JSON data names it, decision 224). */
export const wordOfPrompt = (body: unknown) =>
  /\\"concept\\":\{\\"kind\\":\\"vocab\\",\\"title\\":\\"([^\\"]+)\\"/.exec(JSON.stringify(body))?.[1] ?? '?';
