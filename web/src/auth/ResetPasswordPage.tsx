import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
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

  function reset(e: FormEvent) {
    e.preventDefault();
    void submit(validateNewPassword(password, confirmPassword), async () => {
      try {
        const { error: authError } = await (await loadAuthClient()).updateUser({ password });
        if (authError) return describeAuthError(authError, 'Failed to reset password');
        setDone(true);
        return null;
      } catch (err) {
        return describeAuthError(err, 'Failed to reset password');
      }
    });
  }

  if (loading) return <FullPageSpinner label="Loading…" />;

  if (done)
    return (
      <AuthLayout title="Password updated">
        <Alert tone="success">Your password has been changed. Use it the next time you sign in.</Alert>
        <Link to="/" className={linkClass}>
          Continue to Inkwell
        </Link>
      </AuthLayout>
    );

  if (!session)
    return (
      <AuthLayout title="Reset password">
        <Alert tone="error">
          This reset link is invalid or has expired. Ask for a new one with Forgot password on the sign-in
          page.
        </Alert>
        <Link to="/auth" className={linkClass}>
          Back to Sign In
        </Link>
      </AuthLayout>
    );

  return (
    <AuthLayout
      title="Reset password"
      subtitle={`Choose a new password for ${session.user.email ?? 'your account'}.`}
    >
      <AuthForm onSubmit={reset} error={error} busy={busy} submitLabel="Reset" busyLabel="Saving…">
        <NewPasswordFields
          label="New password"
          password={password}
          confirmPassword={confirmPassword}
          onPassword={setPassword}
          onConfirmPassword={setConfirmPassword}
        />
      </AuthForm>
    </AuthLayout>
  );
}
