import type { UserRow } from './repo.js';
import { ACCESS_TOKEN_TTL_SECONDS, AUDIENCE } from './tokens.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function parseMetadata(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A user in GoTrue's shape (what auth-js's `User` type expects). */
export function presentUser(user: UserRow) {
  const confirmedAt = iso(user.email_confirmed_at);
  const createdAt = iso(user.created_at)!;
  const updatedAt = iso(user.updated_at)!;
  return {
    id: user.id,
    aud: AUDIENCE,
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: confirmedAt,
    phone: '',
    confirmed_at: confirmedAt,
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: parseMetadata(user.user_metadata),
    identities: [
      {
        // One email identity per user; GoTrue gives it its own id, ours reuses the user's (stable, no table).
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: {
          email: user.email,
          email_verified: confirmedAt !== null,
          phone_verified: false,
          sub: user.id,
        },
        provider: 'email',
        last_sign_in_at: iso(user.last_sign_in_at),
        created_at: createdAt,
        updated_at: updatedAt,
        email: user.email,
      },
    ],
    created_at: createdAt,
    updated_at: updatedAt,
    is_anonymous: false,
  };
}

export type PresentedUser = ReturnType<typeof presentUser>;

export interface IssuedSession {
  accessToken: string;
  expiresAt: number;
  refreshToken: string;
  user: UserRow;
}

export function presentSession(s: IssuedSession) {
  return {
    access_token: s.accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: s.expiresAt,
    refresh_token: s.refreshToken,
    user: presentUser(s.user),
  };
}

/** The fragment of a GET /verify redirect (auth-js `detectSessionInUrl` reads it). */
export function sessionFragment(s: IssuedSession, type: string): string {
  return new URLSearchParams({
    access_token: s.accessToken,
    expires_at: String(s.expiresAt),
    expires_in: String(ACCESS_TOKEN_TTL_SECONDS),
    refresh_token: s.refreshToken,
    token_type: 'bearer',
    type,
  }).toString();
}
