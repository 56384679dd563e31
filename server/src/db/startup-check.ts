import { accessSync, constants, existsSync } from 'node:fs';
import { dirname } from 'node:path';

/** Where the database is, as start-up messages name it (a PostgreSQL URL without its password). */
export type DatabaseTarget = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };

/** A start-up failure whose message is already the one line to print. */
export class StartupError extends Error {}

/**
 * Before SQLite opens the file: it silently falls back to read-only on a file it cannot write, and the
 * first failing save would be the first sign. Needs write access to the file and to its folder (WAL
 * creates `-wal` and `-shm` beside it).
 */
export function checkDataFileAccess(file: string): void {
  const dir = dirname(file);
  const check = (path: string, mode: number, what: string) => {
    try {
      accessSync(path, mode);
    } catch (e) {
      const code = (e as { code?: string }).code ?? 'unknown';
      throw new StartupError(`${what} (${code}). ${fixPermissions(file)}`);
    }
  };
  check(dir, constants.W_OK | constants.X_OK, `the folder ${dir} is not writable`);
  if (existsSync(file)) check(file, constants.R_OK | constants.W_OK, `${file} is not writable`);
}

const fixPermissions = (file: string) =>
  `Inkwell must read and write ${file}, its -wal and -shm files and their folder: give the user running it that access, or set DATA_DIR to a writable folder.`;

/** One readable line (no stack) naming the file or server and what is wrong with it. */
export function describeStartupFailure(error: unknown, target: DatabaseTarget): string {
  const prefix = 'Inkwell cannot start: ';
  if (error instanceof StartupError) return prefix + error.message;
  const code = codeOf(error);
  const message = firstLine(error);
  if (target.engine === 'sqlite') {
    const { file } = target;
    if (code === 'SQLITE_NOTADB' || code?.startsWith('SQLITE_CORRUPT'))
      return `${prefix}${file} is not an SQLite database, or it is damaged (${code}). Restore it from a backup (docs/operations.md, "Backups") or move it away to start with an empty database.`;
    if (code && /^(EACCES|EPERM|EROFS|SQLITE_READONLY|SQLITE_CANTOPEN|SQLITE_PERM)/.test(code))
      return `${prefix}${file} is not writable (${code}). ${fixPermissions(file)}`;
    if (code === 'ENOSPC' || code === 'SQLITE_FULL')
      return `${prefix}the disk holding ${file} is full (${code}).`;
    return `${prefix}${file} could not be opened: ${message}${code ? ` (${code})` : ''}`;
  }
  const where = `PostgreSQL at ${redactUrl(target.url)}`;
  if (code === '25006')
    return `${prefix}${where} is read-only (${code}): Inkwell needs a primary that accepts writes.`;
  if (code && /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH)$/.test(code))
    return `${prefix}${where} cannot be reached (${code}).`;
  return `${prefix}${where}: ${message}${code ? ` (${code})` : ''}`;
}

/** The error's code, or that of an error it wraps (migration failures wrap the driver's error). */
function codeOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code) return code;
  }
  return undefined;
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0]!.slice(0, 300);
}

/** host:port/database, never the user's password. */
function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
