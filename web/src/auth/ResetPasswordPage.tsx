import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t';
import { loadAuthClient } from '../lib/load-auth-client';
import { Alert } from '../ui/Alert';
import { FullPageSpinner } from '../ui/Spinner';
import { AuthForm, NewPasswordFields, useAuthSubmit } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { useAuth } from './AuthProvider';
import { describeAuthError, validateNewPassword } from './validation';

const linkClass =
  'mt-6 inline-flex w-full items-center justify-center rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-medium text-white hover:bg-indigo-500';

/**
 * Sets a new password with the recovery session the mail link brought (the auth client reads it from the
 * URL). Unlike the original page it really resets, and it says when the two fields differ.
 */
export default function ResetPasswordPage() {
  const { session, loading } = useAuth();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { error, busy, submit } = useAuthSubmit();
  const [done, setDone] = useState(false);
  const { t } = useT();

  function reset(e: FormEvent) {
    e.preventDefault();
    void submit(validateNewPassword(password, confirmPassword), async () => {
      try {
        const { error: authError } = await (await loadAuthClient()).updateUser({ password });
        if (authError) return describeAuthError(authError, t('auth.reset.failed'));
        setDone(true);
        return null;
      } catch (err) {
        return describeAuthError(err, t('auth.reset.failed'));
      }
    });
  }

  if (loading) return <FullPageSpinner label={t('auth.loading')} />;

  if (done)
    return (
      <AuthLayout title={t('auth.reset.doneTitle')}>
        <Alert tone="success">{t('auth.reset.done')}</Alert>
        <Link to="/" className={linkClass}>
          {t('auth.reset.continue')}
        </Link>
      </AuthLayout>
    );

  if (!session)
    return (
      <AuthLayout title={t('auth.reset.title')}>
        <Alert tone="error">{t('auth.reset.invalid')}</Alert>
        <Link to="/auth" className={linkClass}>
          {t('auth.backToSignIn')}
        </Link>
      </AuthLayout>
    );

  return (
    <AuthLayout
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle', { email: session.user.email ?? t('auth.reset.yourAccount') })}
    >
      <AuthForm
        onSubmit={reset}
        error={error}
        busy={busy}
        submitLabel={t('auth.reset.submit')}
        busyLabel={t('auth.saving')}
      >
        <NewPasswordFields
          label={t('auth.newPassword')}
          password={password}
          confirmPassword={confirmPassword}
          onPassword={setPassword}
          onConfirmPassword={setConfirmPassword}
        />
      </AuthForm>
    </AuthLayout>
  );
}
