import {
  boundedString,
  codedText,
  IMPORT_BOUNDS,
  importedAssessmentData,
  int32,
  journalContent,
} from '@inkwell/contract';
import { z } from 'zod';
import type { OwnedTable } from '../db/owned.js';

/**
 * The journal's user-owned tables (db/owned.ts): entries are the export's `entries` records; an entry's
 * earlier versions (decision 269) are the `entry_versions` section, each naming its entry, and go with it.
 */
export const JOURNAL_OWNED: readonly OwnedTable[] = [
  {
    table: 'journal_entries',
    owner: 'user_id',
    json: { analysis_error_coded: codedText },
    export: { kind: 'document', path: 'entries', omit: ['deleted_at'] },
    estimate: { perRow: 300, lengthOf: ['content'] },
  },
  {
    table: 'entry_versions',
    owner: 'user_id',
    refersTo: ['journal_entries'],
    entry: { column: 'journal_entry_id', onPurge: 'delete' },
    json: { assessment: importedAssessmentData },
    export: {
      kind: 'section',
      section: {
        name: 'entry_versions',
        record: z
          .object({
            ref: boundedString(IMPORT_BOUNDS.refChars),
            journal_entry_id: boundedString(IMPORT_BOUNDS.refChars),
            number: z.number().int().min(1).max(10_000),
            content: journalContent,
            word_count: int32.min(0),
            assessment: importedAssessmentData.nullable(),
            written_at: z.number().int(),
            replaced_at: z.number().int(),
          })
          .strict(),
        order: ['journal_entry_id', 'number'],
        refs: { journal_entry_id: 'entries' },
      },
    },
    estimate: { perRow: 200, lengthOf: ['content', 'assessment'] },
  },
];
