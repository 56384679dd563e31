import { useState, type FormEvent } from 'react';
import { authClient } from '../lib/auth-client';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { AuthLayout } from './AuthLayout';
import { describeAuthError, validateSignUp } from './validation';

export function SignUpView({ onSignIn, onSent }: { onSignIn: () => void; onSent: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = validateSignUp({ email, password, confirmPassword });
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const address = email.trim();
      const { data, error: authError } = await authClient.signUp({
        email: address,
        password,
        options: { emailRedirectTo: `${window.location.origin}/auth/callback` },
      });
      if (authError) return setError(describeAuthError(authError, 'Failed to create account'));
      // With auto-confirm the service signs the user in at once and the gate shows the app.
      if (!data.session) onSent(address);
    } catch (err) {
      setError(describeAuthError(err, 'Failed to create account'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title="Sign up"
      subtitle="Create an account and start writing in the language you are learning."
    >
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
          {busy ? 'Creating account…' : 'Sign up'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Already have an account?{' '}
        <Button variant="link" onClick={onSignIn}>
          Sign in
        </Button>
      </p>
    </AuthLayout>
  );
}
