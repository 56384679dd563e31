import { useState, type FormEvent } from 'react';
import { loadAuthClient } from '../lib/load-auth-client';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { AuthField, AuthForm, useAuthSubmit } from './AuthForm';
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
  const { error, busy, submit } = useAuthSubmit();

  function signIn(e: FormEvent) {
    e.preventDefault();
    void submit(validateSignIn({ email, password }), async () => {
      const { data, error: authError } = await (
        await loadAuthClient()
      ).signInWithPassword({
        email: email.trim(),
        password,
      });
      if (authError) return describeAuthError(authError, 'Failed to sign in');
      // A sign-in that returns no session is a failure too.
      if (!data.session) return 'Sign in did not return a session';
      // On success the auth state changes and the gate shows the app.
      return null;
    });
  }

  return (
    <AuthLayout title="Sign in" subtitle="Welcome back. Your journal is waiting.">
      {notice && (
        <div className="mb-4">
          <Alert tone="info">{notice}</Alert>
        </div>
      )}
      <AuthForm onSubmit={signIn} error={error} busy={busy} submitLabel="Sign in" busyLabel="Signing in…">
        <AuthField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
        <AuthField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
      </AuthForm>
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
