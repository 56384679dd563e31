import { MailCheck } from 'lucide-react';
import { Children, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { Button } from '../ui/Button';
import { AuthLayout } from './AuthLayout';

/** After sign-up (or a reset request): tells where the link went, then leads back to sign-in. */
export function CheckEmailView({
  email,
  purpose,
  onDone,
}: {
  email: string;
  purpose: 'signup' | 'reset';
  onDone: () => void;
}) {
  const { t, intl } = useT();
  const bold = (parts: ReactNode[]) => (
    <strong className="font-semibold text-slate-900 dark:text-white">{parts}</strong>
  );
  return (
    <AuthLayout title={t('auth.checkEmail.title')}>
      <div className="flex flex-col items-center text-center">
        <MailCheck aria-hidden className="mb-4 size-12 text-indigo-600 dark:text-indigo-400" />
        <p className="text-slate-700 dark:text-slate-300">
          {Children.toArray(
            intl.formatMessage(
              { id: purpose === 'signup' ? 'auth.checkEmail.signupSent' : 'auth.checkEmail.resetSent' },
              { email, b: bold },
            ),
          )}
        </p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t(purpose === 'signup' ? 'auth.checkEmail.signupNext' : 'auth.checkEmail.resetNext')}
        </p>
        <Button className="mt-6 w-full" onClick={onDone}>
          {t('auth.backToSignIn')}
        </Button>
      </div>
    </AuthLayout>
  );
}
