import type { ZodType } from 'zod';
import type { Executor } from './executor.js';

/**
 * How a domain declares a table holding a user's rows (issue 23, decision 235): once, in the domain's
 * own `owned.ts`, collected in db/owned-registry.ts. Export, import, account deletion, entry purge and
 * the export size estimate walk these declarations instead of each knowing the table layout.
 */
export interface OwnedTable {
  table: string;
  /** The column holding the owner's user id (`id` for the users table itself). */
  owner: string;
  /** Tables this table's rows point at: account deletion removes this table's rows before theirs. */
  refersTo?: readonly string[];
  /** A row that belongs to a parent row of the same account (modules and answers to their session). */
  parent?: { table: string; column: string };
  /**
   * The column naming the journal entry a row comes from; it follows the entry when the entry's id
   * moves. `delete`: the row (with its children) goes when the entry is purged; `unlink`: the column is
   * cleared (a concept outlives its source entry); `keep`: the row stays as it is (a first use).
   */
  entry?: { column: string; onPurge: 'delete' | 'unlink' | 'keep' };
  /** Columns stored as JSON text, each with the contract schema an import holds it to. */
  json?: Readonly<Record<string, ZodType>>;
  /**
   * How the export carries the rows. `document`: a part of the export document written by the
   * portability code at `path` (e.g. `entries.assessment`), without the `omit` columns (the owner
   * column never goes). `section`: a list of its own, exported, imported and deleted from this
   * declaration alone — top-level, or, when the table's `parent` is itself a section's table, nested in
   * each parent record under the section's name (without the parent column). `private`: never exported (sessions, tokens, jobs). `derived`: recomputed
   * from exported data, so not exported.
   */
  export:
    | { kind: 'document'; path: string; omit?: readonly string[] }
    | { kind: 'section'; section: OwnedSection }
    | { kind: 'private' }
    | { kind: 'derived' };
  /** Bytes the table adds to the JSON export: per row, plus the length of these text columns. */
  estimate?: { perRow?: number; lengthOf?: readonly string[] };
  /** Account deletion for a table whose rows are not found by an owner column alone. */
  deleteForAccount?: (trx: Executor, userId: string) => Promise<void>;
}

/** A list of the export document that one declaration owns (top-level, or nested in a parent section's records). */
export interface OwnedSection {
  /** The document's key (or the parent record's); must not be one of the document's own sections. */
  name: string;
  /** One record as the document shows it (`ref` for the id, no owner column). */
  record: ZodType<Record<string, unknown>>;
  /** Columns in export order, together unique per user: the keyset. */
  order: readonly string[];
  /** Columns holding the id of another record of the file, and the document section it is in. */
  refs?: Readonly<Record<string, 'entries'>>;
}
