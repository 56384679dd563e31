import { useState, type FormEvent } from 'react';
import { loadAuthClient } from '../lib/load-auth-client';
import { Button } from '../ui/Button';
import { AuthField, AuthForm, NewPasswordFields, useAuthSubmit } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { describeAuthError, validateSignUp } from './validation';

export function SignUpView({ onSignIn, onSent }: { onSignIn: () => void; onSent: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { error, busy, submit } = useAuthSubmit();

  function signUp(e: FormEvent) {
    e.preventDefault();
    void submit(validateSignUp({ email, password, confirmPassword }), async () => {
      try {
        const address = email.trim();
        const { data, error: authError } = await (
          await loadAuthClient()
        ).signUp({
          email: address,
          password,
          options: { emailRedirectTo: `${window.location.origin}/auth/callback` },
        });
        if (authError) return describeAuthError(authError, 'Failed to create account');
        // With auto-confirm the service signs the user in at once and the gate shows the app.
        if (!data.session) onSent(address);
        return null;
      } catch (err) {
        return describeAuthError(err, 'Failed to create account');
      }
    });
  }

  return (
    <AuthLayout
      title="Sign up"
      subtitle="Create an account and start writing in the language you are learning."
    >
      <AuthForm
        onSubmit={signUp}
        error={error}
        busy={busy}
        submitLabel="Sign up"
        busyLabel="Creating account…"
      >
        <AuthField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
        <NewPasswordFields
          label="Password"
          password={password}
          confirmPassword={confirmPassword}
          onPassword={setPassword}
          onConfirmPassword={setConfirmPassword}
        />
      </AuthForm>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Already have an account?{' '}
        <Button variant="link" onClick={onSignIn}>
          Sign in
        </Button>
      </p>
    </AuthLayout>
  );
}
