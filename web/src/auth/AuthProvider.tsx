import type { Session } from '@supabase/auth-js';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { dropEarlyRequests } from '../lib/early-requests';
import { loadAuthClient, whenAuthClientLoads, type AuthClient } from '../lib/load-auth-client';
import { initialAuthState, type AuthState } from './initial-auth-state';
import { t } from '../i18n/runtime';

export type { AuthState } from './initial-auth-state';

const AuthContext = createContext<AuthState>({ session: null, error: null, loading: true });

/**
 * With a usable stored session the first screen needs no auth client; it loads this long after, to keep
 * the session fresh and follow sign-outs (decision 125).
 */
const CLIENT_AFTER_MS = 3000;

/** The stored session (or a mail link's answer) could not be read. */

/**
 * Follows the auth client's events (initial session, signed in/out, token refreshed, user updated,
 * password recovery). When the signed-in user changes, cached API data of the previous user is dropped.
 * The first state comes from storage, so a returning learner's app renders before the client loads.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [initial] = useState(initialAuthState);
  const [state, setState] = useState<AuthState>(initial);
  const userId = useRef<string | null | undefined>(
    initial.loading ? undefined : (initial.session?.user.id ?? null),
  );

  useEffect(() => {
    let cancelled = false;
    let attached = false;
    let unsubscribe = () => {};
    const follow = (session: Session | null) => {
      const nextUserId = session?.user.id ?? null;
      if (userId.current !== undefined && userId.current !== nextUserId) {
        queryClient.clear();
        dropEarlyRequests();
      }
      userId.current = nextUserId;
      // A transition: the app (shell and page) that a new session reveals renders in slices that let the
      // browser breathe, not as one long task (decision 114). The same session again changes nothing.
      startTransition(() =>
        setState((s) =>
          !s.loading && s.session?.access_token === session?.access_token
            ? s
            : { session, error: session ? null : s.error, loading: false },
        ),
      );
    };
    const attachTo = (client: AuthClient) => {
      if (cancelled || attached) return;
      attached = true;
      const { data } = client.onAuthStateChange((_event, session) => follow(session));
      unsubscribe = () => data.subscription.unsubscribe();
      // A broken stored session (or an error fragment from a mail link) surfaces here.
      void client.getSession().then(({ error }) => {
        if (error && !cancelled) setState((s) => ({ ...s, error: t('auth.sessionFailed'), loading: false }));
      });
    };
    const attach = () =>
      loadAuthClient().then(attachTo, () => {
        if (!cancelled)
          setState((s) => (s.loading ? { ...s, error: t('auth.sessionFailed'), loading: false } : s));
      });
    const timer = initial.session ? window.setTimeout(attach, CLIENT_AFTER_MS) : (attach(), undefined);
    // Loaded earlier by someone else (a sign-out in the first seconds): follow its events at once.
    const stopWaiting = whenAuthClientLoads(attachTo);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stopWaiting();
      unsubscribe();
    };
  }, [initial, queryClient]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
