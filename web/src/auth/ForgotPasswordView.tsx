import { useState, type FormEvent } from 'react';
import { useT } from '../i18n/use-t';
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
  const { t } = useT();

  function sendLink(e: FormEvent) {
    e.preventDefault();
    const address = email.trim();
    void submit(address ? null : t('auth.fillAllFields'), async () => {
      const { error: authError } = await (
        await loadAuthClient()
      ).resetPasswordForEmail(address, {
        redirectTo: `${window.location.origin}/reset-password`,
      });
      if (authError) return describeAuthError(authError, t('auth.forgot.failed'));
      onSent(address);
      return null;
    });
  }

  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <AuthForm
        onSubmit={sendLink}
        error={error}
        busy={busy}
        submitLabel={t('auth.forgot.submit')}
        busyLabel={t('auth.forgot.busy')}
      >
        <AuthField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
      </AuthForm>
      <p className="mt-6 text-center text-sm">
        <Button variant="link" onClick={onSignIn}>
          {t('auth.backToSignIn')}
        </Button>
      </p>
    </AuthLayout>
  );
}
