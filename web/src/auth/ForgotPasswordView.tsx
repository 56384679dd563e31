import { useState, type FormEvent } from 'react';
import { loadAuthClient } from '../lib/load-auth-client';
import { Button } from '../ui/Button';
import { AuthField, AuthForm, useAuthSubmit } from './AuthForm';
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
  const { error, busy, submit } = useAuthSubmit();

  function sendLink(e: FormEvent) {
    e.preventDefault();
    const address = email.trim();
    void submit(address ? null : 'Please fill in all fields', async () => {
      const { error: authError } = await (
        await loadAuthClient()
      ).resetPasswordForEmail(address, {
        redirectTo: `${window.location.origin}/reset-password`,
      });
      if (authError) return describeAuthError(authError, 'Failed to reset password');
      onSent(address);
      return null;
    });
  }

  return (
    <AuthLayout
      title="Forgot password"
      subtitle="Enter your email and we will send you a link to choose a new password."
    >
      <AuthForm
        onSubmit={sendLink}
        error={error}
        busy={busy}
        submitLabel="Send reset link"
        busyLabel="Sending…"
      >
        <AuthField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
      </AuthForm>
      <p className="mt-6 text-center text-sm">
        <Button variant="link" onClick={onSignIn}>
          Back to Sign In
        </Button>
      </p>
    </AuthLayout>
  );
}
