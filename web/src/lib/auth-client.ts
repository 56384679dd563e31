import { AuthClient } from '@supabase/auth-js';

/**
 * The auth client (GoTrue protocol). By default it talks to the app's own built-in service at /auth/v1;
 * a deployment may point it at an external Supabase Auth project with VITE_AUTH_URL / VITE_AUTH_KEY.
 */
const authUrl = import.meta.env.VITE_AUTH_URL ?? `${window.location.origin}/auth/v1`;
const apiKey = import.meta.env.VITE_AUTH_KEY;

export const authClient = new AuthClient({
  url: authUrl,
  headers: apiKey ? { apikey: apiKey, Authorization: `Bearer ${apiKey}` } : {},
  storageKey: 'inkwell-auth',
  autoRefreshToken: true,
  persistSession: true,
  detectSessionInUrl: true,
  flowType: 'implicit',
});
