import { boundedString, IMPORT_BOUNDS, journalContent } from '@inkwell/contract';
import { z } from 'zod';
import type { OwnedTable } from '../db/owned.js';

/**
 * The native-like rewrites (db/owned.ts): the export's `native_versions` section, each naming its entry;
 * purged with the entry, deleted with the account.
 */
export const REWRITE_OWNED: readonly OwnedTable[] = [
  {
    table: 'native_versions',
    owner: 'user_id',
    refersTo: ['journal_entries'],
    entry: { column: 'journal_entry_id', onPurge: 'delete' },
    export: {
      kind: 'section',
      section: {
        name: 'native_versions',
        record: z
          .object({
            ref: boundedString(IMPORT_BOUNDS.refChars),
            journal_entry_id: boundedString(IMPORT_BOUNDS.refChars),
            entry_version: z.number().int().min(1).max(1_000_000),
            content: journalContent.refine((s) => s.trim() !== '', { message: 'must not be blank' }),
            created_at: z.number().int(),
          })
          .strict(),
        order: ['journal_entry_id'],
        refs: { journal_entry_id: 'entries' },
      },
    },
    estimate: { perRow: 120, lengthOf: ['content'] },
  },
];
