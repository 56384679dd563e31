import type { Session } from '@supabase/auth-js';
import { nothingStored, readStoredSession, urlCarriesAuth } from '../lib/stored-session';

export interface AuthState {
  session: Session | null;
  /** Set when the stored session could not be read. */
  error: string | null;
  /** True until the client has read the stored session (or one from a mail link in the URL). */
  loading: boolean;
}

/**
 * What can be known before the auth client loads (decision 125): a usable stored session means signed
 * in; nothing stored and nothing in the URL means signed out; anything else waits for the client.
 */
export function initialAuthState(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  url: { search: string; hash: string } = globalThis.location,
): AuthState {
  if (urlCarriesAuth(url)) return { session: null, error: null, loading: true };
  const session = readStoredSession(storage);
  if (session) return { session, error: null, loading: false };
  if (nothingStored(storage)) return { session: null, error: null, loading: false };
  return { session: null, error: null, loading: true };
}
