import type { OwnedTable } from '../db/owned.js';

/** The learner's profile (db/owned.ts): the export's `profile`. */
export const PROFILE_OWNED: readonly OwnedTable[] = [
  { table: 'profiles', owner: 'user_id', export: { kind: 'document', path: 'profile' } },
];
