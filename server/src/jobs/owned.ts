import type { OwnedTable } from '../db/owned.js';

/** The user's background jobs (db/owned.ts): private; account deletion cancels them first. */
export const JOBS_OWNED: readonly OwnedTable[] = [
  { table: 'jobs', owner: 'user_id', export: { kind: 'private' } },
];
