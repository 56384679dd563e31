import type { Session } from '@supabase/auth-js';
import { nothingStored, readStoredSession } from '../lib/stored-session';

export interface AuthState {
  session: Session | null;
  /** Set when the stored session could not be read. */
  error: string | null;
  /** True until the client has read the stored session (or one from a mail link in the URL). */
  loading: boolean;
}

/** A mail link's answer in the URL (a session or an error) that only the auth client can read. */
const AUTH_IN_URL = /(?:^|[?#&])(?:access_token|error|error_description)=/;

/**
 * What can be known before the auth client loads (decision 125): a usable stored session means signed
 * in; nothing stored and nothing in the URL means signed out; anything else waits for the client.
 */
export function initialAuthState(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  url: { search: string; hash: string } = globalThis.location,
): AuthState {
  if (AUTH_IN_URL.test(url.search) || AUTH_IN_URL.test(url.hash))
    return { session: null, error: null, loading: true };
  const session = readStoredSession(storage);
  if (session) return { session, error: null, loading: false };
  if (nothingStored(storage)) return { session: null, error: null, loading: false };
  return { session: null, error: null, loading: true };
}
