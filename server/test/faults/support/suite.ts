import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../../src/db/database.js';
import { startFakeLlm, type FakeLlm } from '../../support/fake-llm.js';
import { baseEnv, createFaultDatabase, killAll, openShared } from './cluster.js';

/** What a process needs to call the fake model at `baseUrl` (an OpenAI-compatible server). */
export const fakeModelEnv = (baseUrl: string): Record<string, string> => ({
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: baseUrl,
  AI_MODEL: 'fake-model',
});

/** A data folder for the calling describe's processes; after it, every process is killed and the folder removed. */
export function faultDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-faults-'));
  afterAll(async () => {
    await killAll();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return dataDir;
}

export interface PostgresFaultSuite {
  readonly dataDir: string;
  /** A database of the suite's own on the machine's PostgreSQL (set in beforeAll). */
  readonly database: { url: string };
  /** The fake model the processes call (set in beforeAll). */
  readonly llm: FakeLlm;
  /** The processes' environment: this database and data folder, the fake model, then `extra`. */
  env(extra?: Record<string, string>): Record<string, string>;
  /** The test's own connection to the database; the suite closes it if the test has not. */
  openShared(): Db;
}

/**
 * The set-up every PostgreSQL fault test shares, registered as hooks of the calling describe: a fresh
 * database, the fake model and a data folder; afterwards every process started is killed, the test's
 * connections closed, `beforeDrop` run (the restart test makes sure PostgreSQL is up again), and the
 * database, model and folder removed.
 */
export function postgresFaultSuite(opts: { beforeDrop?: () => Promise<void> } = {}): PostgresFaultSuite {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-faults-'));
  let database: Awaited<ReturnType<typeof createFaultDatabase>> | undefined;
  let llm: FakeLlm | undefined;
  const connections: Db[] = [];
  const set = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the fault suite's ${name} is set in beforeAll`);
    return value;
  };

  beforeAll(async () => {
    database = await createFaultDatabase();
    llm = await startFakeLlm();
  });
  afterAll(async () => {
    await killAll();
    // A connection the test closed already refuses a second close: nothing is left to do for it.
    await Promise.all(connections.map((db) => db.close().catch(() => undefined)));
    await opts.beforeDrop?.();
    await database?.drop();
    await llm?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    dataDir,
    get database() {
      return set(database, 'database');
    },
    get llm() {
      return set(llm, 'fake model');
    },
    env: (extra = {}) => ({
      ...baseEnv({ databaseUrl: set(database, 'database').url, dataDir }),
      ...fakeModelEnv(set(llm, 'fake model').baseUrl),
      ...extra,
    }),
    openShared() {
      const db = openShared({ databaseUrl: set(database, 'database').url });
      connections.push(db);
      return db;
    },
  };
}
