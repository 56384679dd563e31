import { MailCheck } from 'lucide-react';
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
  return (
    <AuthLayout title="Check Your Email">
      <div className="flex flex-col items-center text-center">
        <MailCheck aria-hidden className="mb-4 size-12 text-indigo-600 dark:text-indigo-400" />
        <p className="text-slate-700 dark:text-slate-300">
          {purpose === 'signup'
            ? 'We sent a verification link to '
            : 'If an account exists for that address, we sent a password reset link to '}
          <strong className="font-semibold text-slate-900 dark:text-white">{email}</strong>.
        </p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {purpose === 'signup'
            ? 'Open it to verify your address, then sign in.'
            : 'Open it to choose a new password.'}
        </p>
        <Button className="mt-6 w-full" onClick={onDone}>
          Back to Sign In
        </Button>
      </div>
    </AuthLayout>
  );
}
