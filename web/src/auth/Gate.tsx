import type { ReactNode } from 'react';
import { FullPageSpinner } from '../ui/Spinner';
import { AuthCard } from './AuthCard';
import { useAuth } from './AuthProvider';

/** Without a signed-in user only the auth card shows, whatever the path; with one, the app. */
export function Gate({ children }: { children: ReactNode }) {
  const { session, loading, error } = useAuth();
  if (loading) return <FullPageSpinner label="Loading…" />;
  if (!session) return <AuthCard notice={error} />;
  return children;
}
