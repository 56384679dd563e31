import { useState, type FormEvent } from 'react';
import { useT } from '../i18n/use-t';
import { loadAuthClient } from '../lib/load-auth-client';
import { Button } from '../ui/Button';
import { AuthField, AuthForm, NewPasswordFields, useAuthSubmit } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { signUpData } from './sign-up-data';
import { describeAuthError, validateSignUp } from './validation';

export function SignUpView({ onSignIn, onSent }: { onSignIn: () => void; onSent: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { error, busy, submit } = useAuthSubmit();
  const { t, locale } = useT();

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
          options: { emailRedirectTo: `${window.location.origin}/auth/callback`, data: signUpData(locale) },
        });
        if (authError) return describeAuthError(authError, t('auth.signUp.failed'));
        // With auto-confirm the service signs the user in at once and the gate shows the app.
        if (!data.session) onSent(address);
        return null;
      } catch (err) {
        return describeAuthError(err, t('auth.signUp.failed'));
      }
    });
  }

  return (
    <AuthLayout title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')}>
      <AuthForm
        onSubmit={signUp}
        error={error}
        busy={busy}
        submitLabel={t('auth.signUp.submit')}
        busyLabel={t('auth.signUp.busy')}
      >
        <AuthField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        <NewPasswordFields
          label={t('auth.password')}
          password={password}
          confirmPassword={confirmPassword}
          onPassword={setPassword}
          onConfirmPassword={setConfirmPassword}
        />
      </AuthForm>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('auth.signUp.haveAccount')}{' '}
        <Button variant="link" onClick={onSignIn}>
          {t('auth.signUp.signInLink')}
        </Button>
      </p>
    </AuthLayout>
  );
}
