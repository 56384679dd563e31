import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { FullPageSpinner } from '../ui/Spinner';
import { AuthCard } from './AuthCard';
import { useAuth } from './AuthProvider';

/** Without a signed-in user only the auth card shows, whatever the path; with one, the app. */
export function Gate({ children }: { children: ReactNode }) {
  const { session, loading, error } = useAuth();
  const { t } = useT();
  if (loading) return <FullPageSpinner label={t('auth.loading')} />;
  if (!session) return <AuthCard notice={error} />;
  return children;
}
