import type { Session } from '@supabase/auth-js';
import type { authClient } from './auth-client';
import { readStoredSession } from './stored-session';

export type AuthClient = typeof authClient;

let loading: Promise<AuthClient> | undefined;
let loaded: AuthClient | undefined;
const loadedListeners = new Set<(client: AuthClient) => void>();

/**
 * The auth client, loaded on first use: its code (about 20 KB compressed) is not part of the first
 * screen's JavaScript (decision 125). A failed download is tried again on the next call.
 */
export function loadAuthClient(): Promise<AuthClient> {
  loading ??= import('./auth-client').then(
    (m) => {
      loaded = m.authClient;
      for (const listener of loadedListeners) {
        try {
          listener(m.authClient);
        } catch (error) {
          console.error('An auth client listener failed', error); // the others, and the caller, go on
        }
      }
      loadedListeners.clear();
      return m.authClient;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Calls `listener` once the client has loaded, whoever asked for it (the avatar menu's sign-out, say), so
 * the auth state follows its events from then on. Returns a function that cancels the call.
 */
export function whenAuthClientLoads(listener: (client: AuthClient) => void): () => void {
  if (loaded) {
    listener(loaded); // loaded before this caller mounted (a remounted provider)
    return () => undefined;
  }
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
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
