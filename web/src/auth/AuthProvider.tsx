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
import { authClient } from '../lib/auth-client';
import { dropEarlyRequests } from '../lib/early-requests';

export interface AuthState {
  session: Session | null;
  /** Set when the stored session could not be read. */
  error: string | null;
  /** True until the client has read the stored session (or one from a mail link in the URL). */
  loading: boolean;
}

const AuthContext = createContext<AuthState>({ session: null, error: null, loading: true });

/**
 * Follows the auth client's events (initial session, signed in/out, token refreshed, user updated,
 * password recovery). When the signed-in user changes, cached API data of the previous user is dropped.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>({ session: null, error: null, loading: true });
  const userId = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    const { data } = authClient.onAuthStateChange((_event, session) => {
      const nextUserId = session?.user.id ?? null;
      if (userId.current !== undefined && userId.current !== nextUserId) {
        queryClient.clear();
        dropEarlyRequests();
      }
      userId.current = nextUserId;
      // A transition: the app (shell and page) that a new session reveals renders in slices that let the
      // browser breathe, not as one long task (decision 114).
      startTransition(() => setState((s) => ({ session, error: session ? null : s.error, loading: false })));
    });
    // A broken stored session (or an error fragment from a mail link) surfaces here.
    void authClient.getSession().then(({ error }) => {
      if (error) setState((s) => ({ ...s, error: 'Failed to get current auth session', loading: false }));
    });
    return () => data.subscription.unsubscribe();
  }, [queryClient]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
