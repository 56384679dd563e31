// Test-only: a signed-in session as @supabase/auth-js stores it, for the code that reads it without the
// client (lib/stored-session.ts). Not imported by the app.
import { AUTH_STORAGE_KEY } from '../lib/stored-session';

/** The stored session's JSON: valid for an hour unless `expiresAt` (epoch seconds) says otherwise. */
export function storedSessionJson(
  opts: { token?: string; userId?: string; expiresAt?: number } = {},
): string {
  return JSON.stringify({
    access_token: opts.token ?? 'a.b.c',
    refresh_token: 'r1',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: opts.expiresAt ?? Math.floor(Date.now() / 1000) + 3600,
    user: { id: opts.userId ?? 'user-1' },
  });
}

/** Puts such a session into localStorage, as a sign-in would. */
export function storeSession(opts: Parameters<typeof storedSessionJson>[0] = {}): void {
  localStorage.setItem(AUTH_STORAGE_KEY, storedSessionJson(opts));
}

/** A storage holding `value` (or nothing) under the auth key, for the readers' pure tests. */
export const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === AUTH_STORAGE_KEY ? value : null),
});
