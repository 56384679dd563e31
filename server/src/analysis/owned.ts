import { importedAssessmentData } from '@inkwell/contract';
import type { OwnedTable } from '../db/owned.js';

/** What the assessment keeps per entry (db/owned.ts): both go with their entry. */
export const ASSESSMENT_OWNED: readonly OwnedTable[] = [
  {
    table: 'assessments',
    owner: 'user_id',
    refersTo: ['journal_entries', 'exercise_sessions'],
    entry: { column: 'journal_entry_id', onPurge: 'delete' },
    json: { data: importedAssessmentData },
    // partial_corrections is a running analysis' progress, never exported.
    export: {
      kind: 'document',
      path: 'entries.assessment',
      omit: ['journal_entry_id', 'partial_corrections'],
    },
    estimate: { lengthOf: ['data'] },
  },
  {
    table: 'correction_states',
    owner: 'user_id',
    refersTo: ['journal_entries'],
    entry: { column: 'journal_entry_id', onPurge: 'delete' },
    export: { kind: 'document', path: 'entries.correction_states', omit: ['journal_entry_id'] },
  },
];
