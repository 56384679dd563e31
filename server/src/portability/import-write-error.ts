import { isConstraintViolation } from '../db/constraint.js';
import { HttpError } from '../http/errors.js';

/** The record an import is writing, updated as it goes, so a refused write can be named. */
export interface RecordAt {
  record: string;
}

/** A value the database cannot take: a PostgreSQL data exception (class 22: a NUL, an int out of range). */
function isDataException(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * A write of an import that the database refused is the file's fault, not the server's: a 400 naming
 * the record (the preview finds these first; this is the net for whatever it could not see). Any
 * other error passes through unchanged.
 */
export function importWriteError(err: unknown, at: RecordAt): unknown {
  if (!isConstraintViolation(err) && !isDataException(err)) return err;
  const what = isConstraintViolation(err)
    ? 'it repeats a record that must be unique, or names one that is not there'
    : 'it holds a value the database cannot store';
  return new HttpError(400, `${at.record} could not be imported: ${what}; nothing was imported`);
}
