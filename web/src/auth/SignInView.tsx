import { useState, type FormEvent } from 'react';
import { authClient } from '../lib/auth-client';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { AuthLayout } from './AuthLayout';
import { describeAuthError, validateSignIn } from './validation';

export function SignInView({
  notice,
  onSignUp,
  onForgotPassword,
}: {
  notice: string | null;
  onSignUp: () => void;
  onForgotPassword: () => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = validateSignIn({ email, password });
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const { data, error: authError } = await authClient.signInWithPassword({
        email: email.trim(),
        password,
      });
      if (authError) setError(describeAuthError(authError, 'Failed to sign in'));
      // A sign-in that returns no session is a failure too (spec §8).
      else if (!data.session) setError('Sign in did not return a session');
      // On success the auth state changes and the gate shows the app.
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Sign in" subtitle="Welcome back. Your journal is waiting.">
      {notice && (
        <div className="mb-4">
          <Alert tone="info">{notice}</Alert>
        </div>
      )}
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      <div className="mt-6 flex flex-col items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
        <Button variant="link" onClick={onForgotPassword}>
          Forgot password?
        </Button>
        <p>
          New to Inkwell?{' '}
          <Button variant="link" onClick={onSignUp}>
            Sign up
          </Button>
        </p>
      </div>
    </AuthLayout>
  );
}
