import type { OwnedTable } from '../db/owned.js';

/** The journal's user-owned table (db/owned.ts): entries are the export's `entries` records. */
export const JOURNAL_OWNED: readonly OwnedTable[] = [
  {
    table: 'journal_entries',
    owner: 'user_id',
    export: { kind: 'document', path: 'entries', omit: ['deleted_at'] },
    estimate: { perRow: 300, lengthOf: ['content'] },
  },
];
