import type { OwnedTable } from '../db/owned.js';

/**
 * The Progress page's figures (db/owned.ts): derived from the assessments, recomputed after an import
 * (decision 245), never exported; deleted with the account, an entry's figures with the entry.
 */
export const PROGRESS_OWNED: readonly OwnedTable[] = [
  {
    table: 'assessment_figures',
    owner: 'user_id',
    entry: { column: 'journal_entry_id', onPurge: 'delete' },
    export: { kind: 'derived' },
  },
  {
    table: 'assessment_mistakes',
    owner: 'user_id',
    entry: { column: 'journal_entry_id', onPurge: 'delete' },
    export: { kind: 'derived' },
  },
  // A word's first use stays when that entry goes (as before the registry); it follows a moved entry.
  {
    table: 'user_lemmas',
    owner: 'user_id',
    entry: { column: 'first_entry_id', onPurge: 'keep' },
    export: { kind: 'derived' },
  },
  // Summary rows (decision 263): rebuilt from the entries and lemmas after an import, never exported.
  { table: 'writing_runs', owner: 'user_id', export: { kind: 'derived' } },
  { table: 'progress_counters', owner: 'user_id', export: { kind: 'derived' } },
];
