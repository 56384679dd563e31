import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  /** Lower-cased: addresses compare case-insensitively. */
  email: string;
  password_hash: string;
  /** GoTrue's user_metadata (sign-up `data`, PUT /user `data`) as JSON text. */
  user_metadata: Generated<string>;
  email_confirmed_at: number | null;
  last_sign_in_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface AuthSessionsTable {
  id: string;
  user_id: string;
  created_at: number;
  refreshed_at: number | null;
  revoked_at: number | null;
  /** How the session was opened: 'password', or the email link kind that opened it. */
  auth_method: Generated<SessionAuthMethod>;
}

export type SessionAuthMethod = 'password' | 'signup' | 'recovery' | 'email_change';

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  token_hash: string;
  parent_id: string | null;
  revoked: Generated<number>;
  /** The token that replaced this one, encrypted with a key derived from this token (see refresh.ts). */
  child_token_enc: string | null;
  created_at: number;
}

/**
 * 'reauthentication': the code GET /reauthenticate mails, the `nonce` of a password or email change.
 * 'email_change_cancel': the link the old address gets when a change is asked for; it restores that address.
 */
export type EmailTokenKind =
  'signup' | 'recovery' | 'email_change' | 'email_change_cancel' | 'reauthentication';

export interface EmailTokensTable {
  id: string;
  user_id: string;
  kind: EmailTokenKind;
  /** The address an email_change token confirms, or the one an email_change_cancel token restores. */
  new_email: string | null;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** One fixed window of an auth rate limit (per route and IP, or per bucket and email). */
export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: number;
}

export interface AuthTables {
  users: UsersTable;
  rate_limits: RateLimitsTable;
  auth_sessions: AuthSessionsTable;
  refresh_tokens: RefreshTokensTable;
  email_tokens: EmailTokensTable;
}
