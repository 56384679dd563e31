import type { OwnedTable } from '../db/owned.js';

/** The account itself, its sessions and tokens (db/owned.ts): private, never exported. */
export const AUTH_OWNED: readonly OwnedTable[] = [
  {
    table: 'auth_sessions',
    owner: 'user_id',
    export: { kind: 'private' },
    // Refresh tokens have no user column: they go with their sessions.
    deleteForAccount: async (trx, userId) => {
      const sessions = trx.selectFrom('auth_sessions').select('id').where('user_id', '=', userId);
      await trx.deleteFrom('refresh_tokens').where('session_id', 'in', sessions).execute();
      await trx.deleteFrom('auth_sessions').where('user_id', '=', userId).execute();
    },
  },
  { table: 'email_tokens', owner: 'user_id', export: { kind: 'private' } },
  { table: 'users', owner: 'id', export: { kind: 'private' } },
];
