/**
 * A native-like rewrite of an entry (migration 0036, decision 286): one row per entry, for the entry
 * version it was written for; a row whose version is not the entry's any more is stale and not shown.
 */
export interface NativeVersionsTable {
  id: string;
  user_id: string;
  journal_entry_id: string;
  entry_version: number;
  /** The model's text after checks (plain text, no markup). */
  content: string;
  created_at: number;
}

export interface RewriteTables {
  native_versions: NativeVersionsTable;
}
