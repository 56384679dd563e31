import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../i18n/use-t';
import { loadAuthClient } from '../lib/load-auth-client';
import { Spinner } from '../ui/Spinner';
import { AuthLayout } from './AuthLayout';

/** A failure either has the auth service's own reason or is one of ours (worded at render time). */
type Outcome =
  | { state: 'loading' }
  | { state: 'success' }
  | { state: 'error'; reason: 'invalidLink' | 'failed' | { message: string } };

const REDIRECT_AFTER_MS = 2000;

/** Landing page of the sign-up mail: verifies token_hash (type=signup), then goes home after 2 s. */
export default function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'loading' });
  // The token is single-use: verify it once even if the effect runs twice (StrictMode).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const tokenHash = params.get('token_hash');
    if (!tokenHash || params.get('type') !== 'signup') {
      setOutcome({ state: 'error', reason: 'invalidLink' });
      return;
    }
    loadAuthClient()
      .then((client) => client.verifyOtp({ token_hash: tokenHash, type: 'signup' }))
      .then(({ error }) =>
        setOutcome(
          error
            ? { state: 'error', reason: error.message ? { message: error.message } : 'failed' }
            : { state: 'success' },
        ),
      )
      .catch(() => setOutcome({ state: 'error', reason: 'failed' }));
  }, [params]);

  useEffect(() => {
    if (outcome.state !== 'success') return;
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [outcome.state, navigate]);
  const { t } = useT();

  if (outcome.state === 'loading')
    return (
      <AuthLayout title={t('auth.verify.loadingTitle')}>
        <Spinner label={t('auth.verify.loading')} visible />
      </AuthLayout>
    );

  if (outcome.state === 'success')
    return (
      <AuthLayout title={t('auth.verify.successTitle')}>
        <div className="flex flex-col items-center text-center" role="status">
          <CircleCheck aria-hidden className="mb-4 size-12 text-emerald-600 dark:text-emerald-400" />
          <p className="text-slate-700 dark:text-slate-300">{t('auth.verify.success')}</p>
        </div>
      </AuthLayout>
    );

  const { reason } = outcome;
  const invalid = reason === 'invalidLink';
  const detail = reason === 'failed' ? t('auth.verify.failed') : invalid ? '' : reason.message;
  return (
    <AuthLayout title={t('auth.verify.failedTitle')}>
      <div className="flex flex-col items-center text-center" role="alert">
        <CircleX aria-hidden className="mb-4 size-12 text-red-600 dark:text-red-400" />
        <p className="text-slate-700 dark:text-slate-300">
          {invalid ? t('auth.verify.invalidLink') : t('auth.verify.error')}
        </p>
        {detail && <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{detail}</p>}
        <Link
          to="/auth"
          className="mt-6 inline-flex w-full items-center justify-center rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-medium text-white hover:bg-indigo-500"
        >
          {t('auth.backToSignIn')}
        </Link>
      </div>
    </AuthLayout>
  );
}
