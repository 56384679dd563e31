import type { Session } from '@supabase/auth-js';
import type { authClient } from './auth-client';
import { readStoredSession } from './stored-session';

type AuthClient = typeof authClient;

let loading: Promise<AuthClient> | undefined;

/**
 * The auth client, loaded on first use: its code (about 20 KB compressed) is not part of the first
 * screen's JavaScript (decision 125). A failed download is tried again on the next call.
 */
export function loadAuthClient(): Promise<AuthClient> {
  loading ??= import('./auth-client').then(
    (m) => m.authClient,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The current session: the stored one while it is valid for a while (no need to load the client for it),
 * otherwise the client's answer, which refreshes an expiring session first.
 */
export async function currentSession(): Promise<Session | null> {
  const stored = readStoredSession();
  if (stored) return stored;
  const { data } = await (await loadAuthClient()).getSession();
  return data.session;
}
