import { useState, type FormEvent } from 'react';
import { useT } from '../i18n/use-t';
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
  const { t } = useT();

  function signIn(e: FormEvent) {
    e.preventDefault();
    void submit(validateSignIn({ email, password }), async () => {
      const { data, error: authError } = await (
        await loadAuthClient()
      ).signInWithPassword({
        email: email.trim(),
        password,
      });
      if (authError) return describeAuthError(authError, t('auth.signIn.failed'));
      // A sign-in that returns no session is a failure too.
      if (!data.session) return t('auth.signIn.noSession');
      // On success the auth state changes and the gate shows the app.
      return null;
    });
  }

  return (
    <AuthLayout title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')}>
      {notice && (
        <div className="mb-4">
          <Alert tone="info">{notice}</Alert>
        </div>
      )}
      <AuthForm
        onSubmit={signIn}
        error={error}
        busy={busy}
        submitLabel={t('auth.signIn.submit')}
        busyLabel={t('auth.signIn.busy')}
      >
        <AuthField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        <AuthField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
      </AuthForm>
      <div className="mt-6 flex flex-col items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
        <Button variant="link" onClick={onForgotPassword}>
          {t('auth.signIn.forgot')}
        </Button>
        <p>
          {t('auth.signIn.newHere')}{' '}
          <Button variant="link" onClick={onSignUp}>
            {t('auth.signIn.signUpLink')}
          </Button>
        </p>
      </div>
    </AuthLayout>
  );
}
