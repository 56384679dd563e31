import { importedModuleData, importedModuleInput, sessionTitleMessage } from '@inkwell/contract';
import { z } from 'zod';
import type { OwnedTable } from '../db/owned.js';

/** Exercise sessions with their modules and answers (db/owned.ts): an entry's sessions go with it. */
export const EXERCISES_OWNED: readonly OwnedTable[] = [
  {
    table: 'exercise_sessions',
    owner: 'user_id',
    refersTo: ['journal_entries'],
    entry: { column: 'journal_entry_id', onPurge: 'delete' },
    json: { title_message: sessionTitleMessage },
    export: { kind: 'document', path: 'sessions' },
  },
  {
    table: 'exercise_modules',
    owner: 'user_id',
    refersTo: ['exercise_sessions', 'concepts'],
    parent: { table: 'exercise_sessions', column: 'session_id' },
    json: { input: importedModuleInput, data: importedModuleData, concept_ids: z.array(z.string()) },
    export: { kind: 'document', path: 'sessions.modules', omit: ['session_id'] },
    estimate: { lengthOf: ['input', 'data'] },
  },
  {
    table: 'exercise_answers',
    owner: 'user_id',
    refersTo: ['exercise_sessions', 'exercise_modules'],
    parent: { table: 'exercise_sessions', column: 'session_id' },
    export: { kind: 'document', path: 'sessions.answers', omit: ['session_id'] },
    estimate: { perRow: 250 },
  },
];
