import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { authClient } from '../lib/auth-client';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { FullPageSpinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = validateNewPassword(password, confirmPassword);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const { error: authError } = await authClient.updateUser({ password });
      if (authError) setError(describeAuthError(authError, 'Failed to reset password'));
      else setDone(true);
    } catch (err) {
      setError(describeAuthError(err, 'Failed to reset password'));
    } finally {
      setBusy(false);
    }
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
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Saving…' : 'Reset'}
        </Button>
      </form>
    </AuthLayout>
  );
}
