import { AuthClient } from '@supabase/auth-js';
import { AUTH_STORAGE_KEY } from './stored-session';

/**
 * Imported only through loadAuthClient (load-auth-client.ts), so its code stays out of the first screen's.
 * The auth client (GoTrue protocol). By default it talks to the app's own built-in service at /auth/v1;
 * a deployment may point it at an external Supabase Auth project with VITE_AUTH_URL / VITE_AUTH_KEY.
 */
const authUrl = import.meta.env.VITE_AUTH_URL ?? `${window.location.origin}/auth/v1`;
const apiKey = import.meta.env.VITE_AUTH_KEY;

export const authClient = new AuthClient({
  url: authUrl,
  headers: apiKey ? { apikey: apiKey, Authorization: `Bearer ${apiKey}` } : {},
  storageKey: AUTH_STORAGE_KEY,
  autoRefreshToken: true,
  persistSession: true,
  detectSessionInUrl: true,
  flowType: 'implicit',
});
