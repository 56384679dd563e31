import { codedText, type CodedText } from '@inkwell/contract';
import type { z } from 'zod';

/** Where a JSON column's text came from, for the error: the table, the column and the row. */
export interface ColumnAt {
  table: string;
  column: string;
  id?: string;
}

/** A stored JSON value that is not valid JSON or not of its schema: the database was changed by hand, or a bug wrote it. */
export class StoredDataError extends Error {
  constructor(
    readonly at: ColumnAt,
    problem: string,
  ) {
    super(`${at.table}.${at.column}${at.id ? ` of row ${at.id}` : ''} ${problem}`);
    this.name = 'StoredDataError';
  }
}

/**
 * Reads a JSON column with the schema of what was stored there (the contract's, where the API sends
 * it on), instead of trusting a cast: a corrupt row fails here, naming its table, column and row,
 * rather than somewhere later as an undefined property.
 */
export function parseJsonColumn<S extends z.ZodType>(schema: S, text: string, at: ColumnAt): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new StoredDataError(at, 'is not valid JSON');
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`)
      .join('; ');
    throw new StoredDataError(at, `does not match its schema (${issues})`);
  }
  return result.data;
}

/** A nullable JSON column holding a coded sentence `{code, params}` (issue 26, decision 294). */
export function parseCodedColumn(text: string | null, at: ColumnAt): CodedText | null {
  return text === null ? null : parseJsonColumn(codedText, text, at);
}
