import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/**
 * Files and folders that hold account secrets (database, generated keys, mails with sign-in links):
 * readable by the server's own user only, whatever the umask (decision 126).
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** Creates the folder when missing and narrows its mode (also of one made by an older version). */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  narrowMode(dir, PRIVATE_DIR_MODE);
}

/** Creates an empty file when missing, so whatever opens it next finds it private from the start. */
export function ensurePrivateFile(file: string): void {
  if (!existsSync(file)) {
    try {
      closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE));
    } catch {
      // not creatable here: whatever opens it next says why
    }
  }
  narrowMode(file, PRIVATE_FILE_MODE);
}

/** Narrows existing files' modes (e.g. SQLite's -wal and -shm); missing ones are skipped. */
export function makePrivate(...files: string[]): void {
  for (const file of files) if (existsSync(file)) narrowMode(file, PRIVATE_FILE_MODE);
}

/**
 * Best effort: on a read-only file system or a file of another owner the start-up goes on, and the
 * database's own checks say what is wrong with it.
 */
function narrowMode(path: string, mode: number): void {
  try {
    chmodSync(path, mode);
  } catch {
    // see above
  }
}
