import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
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
}

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  token_hash: string;
  parent_id: string | null;
  revoked: Generated<number>;
  created_at: number;
}

export interface EmailTokensTable {
  id: string;
  user_id: string;
  kind: 'signup' | 'recovery';
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface AuthTables {
  users: UsersTable;
  auth_sessions: AuthSessionsTable;
  refresh_tokens: RefreshTokensTable;
  email_tokens: EmailTokensTable;
}
