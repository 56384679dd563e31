import type { Session } from '@supabase/auth-js';

/** Where the auth client keeps the session (its `storageKey`); read here without loading the client. */
export const AUTH_STORAGE_KEY = 'inkwell-auth';

/**
 * A stored session closer than this to its expiry is left to the auth client, which refreshes it first
 * (the client's own margin is 90 s too).
 */
const EXPIRY_MARGIN_S = 90;

/**
 * The signed-in session the auth client stored, when it is complete and still valid for a while; null
 * otherwise (none, damaged, or about to expire: then only the client can tell). Lets the first screen and
 * its first requests go ahead before the auth client's code has even downloaded (decision 125).
 */
export function readStoredSession(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  nowSeconds = Date.now() / 1000,
): Session | null {
  let value: unknown;
  try {
    value = JSON.parse(storage?.getItem(AUTH_STORAGE_KEY) ?? 'null');
  } catch {
    return null; // damaged, or storage refused (privacy mode)
  }
  if (!value || typeof value !== 'object') return null;
  const s = value as Partial<Session>;
  const usable =
    typeof s.access_token === 'string' &&
    typeof s.refresh_token === 'string' &&
    typeof s.expires_at === 'number' &&
    s.expires_at - nowSeconds > EXPIRY_MARGIN_S &&
    typeof s.user?.id === 'string';
  return usable ? (s as Session) : null;
}

/** A mail link's answer in the URL (a session or an error) that only the auth client can read. */
const AUTH_IN_URL = /(?:^|[?#&])(?:access_token|error|error_description)=/;

/** True when the URL carries such an answer: the signed-in user may be about to change. */
export function urlCarriesAuth(url: { search: string; hash: string }): boolean {
  return AUTH_IN_URL.test(url.search) || AUTH_IN_URL.test(url.hash);
}

/** True when nothing at all is stored: the visitor is certainly signed out (unless a mail link says otherwise). */
export function nothingStored(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): boolean {
  try {
    return storage?.getItem(AUTH_STORAGE_KEY) == null;
  } catch {
    return false;
  }
}
