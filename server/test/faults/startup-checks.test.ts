import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { freePort, REPO_ROOT, step } from './support/cluster.js';

const NOBODY = 65534;
const isRoot = process.getuid?.() === 0;
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A DATA_DIR that the user `nobody` can enter (mkdtemp makes it private to root). */
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'inkwell-faults-'));
  dirs.push(dir);
  chmodSync(dir, 0o755);
  return dir;
}

/** Starts the API on `dir` and waits for it to end; it must not get as far as listening. */
async function startApi(dir: string, opts: { uid?: number } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: tmpdir(),
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      DATA_DIR: dir,
      AUTH_JWT_SECRET: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(opts.uid === undefined ? {} : { uid: opts.uid, gid: opts.uid }),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, stdout, stderr };
}

const NO_STACK = /\n\s+at |node_modules|\.ts:\d+|Error:/;

async function migratedFile(dir: string): Promise<string> {
  const file = join(dir, 'inkwell.sqlite');
  const db = openDatabase({ sqliteFile: file });
  await migrateToLatest(db);
  await db.close();
  return file;
}

describe('start-up on an unusable SQLite database', () => {
  it('a file that is not a database: one line naming it, exit 1, no stack', async () => {
    const dir = dataDir();
    const file = join(dir, 'inkwell.sqlite');
    writeFileSync(file, 'These are notes, not a database. '.repeat(200));
    const run = await startApi(dir);
    step(`not a database → exit ${run.code}: ${run.stderr.trim()}`);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringContaining(`Inkwell cannot start: ${file} is not an SQLite database`),
    ]);
    expect(run.stderr).not.toMatch(NO_STACK);
  });

  it.skipIf(!isRoot)('a file the server’s user cannot write: says so with EACCES', async () => {
    const dir = dataDir();
    const file = await migratedFile(dir);
    chmodSync(file, 0o644); // owned by root: `nobody` may read it, not write it
    const run = await startApi(dir, { uid: NOBODY });
    step(`read-only file → exit ${run.code}: ${run.stderr.trim()}`);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringContaining(`Inkwell cannot start: the folder ${dir} is not writable (EACCES)`),
    ]);
    expect(run.stderr).not.toMatch(NO_STACK);

    // The folder writable, the file still not: the file is named.
    const own = join(dir, 'own');
    mkdirSync(own, { mode: 0o777 });
    chmodSync(own, 0o777);
    const ownFile = await migratedFile(own);
    chmodSync(ownFile, 0o644);
    const second = await startApi(own, { uid: NOBODY });
    step(`writable folder, read-only file → exit ${second.code}: ${second.stderr.trim()}`);
    expect(second.code).toBe(1);
    expect(second.stderr.trim()).toMatch(
      new RegExp(
        `^Inkwell cannot start: ${ownFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not writable \\(EACCES\\)`,
      ),
    );
    expect(second.stderr).not.toMatch(NO_STACK);
  });
});
