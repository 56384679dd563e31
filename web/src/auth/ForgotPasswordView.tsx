import { useState, type FormEvent } from 'react';
import { authClient } from '../lib/auth-client';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { AuthLayout } from './AuthLayout';
import { describeAuthError } from './validation';

export function ForgotPasswordView({
  onSignIn,
  onSent,
}: {
  onSignIn: () => void;
  onSent: (email: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const address = email.trim();
    if (!address) return setError('Please fill in all fields');
    setError(null);
    setBusy(true);
    try {
      const { error: authError } = await authClient.resetPasswordForEmail(address, {
        redirectTo: `${window.location.origin}/reset-password`,
      });
      if (authError) setError(describeAuthError(authError, 'Failed to reset password'));
      else onSent(address);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title="Forgot password"
      subtitle="Enter your email and we will send you a link to choose a new password."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Button variant="link" onClick={onSignIn}>
          Back to Sign In
        </Button>
      </p>
    </AuthLayout>
  );
}
