import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loadAuthClient } from '../lib/load-auth-client';
import { Spinner } from '../ui/Spinner';
import { AuthLayout } from './AuthLayout';

type Outcome = { state: 'loading' } | { state: 'success' } | { state: 'error'; reason: string };

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
      setOutcome({ state: 'error', reason: 'Invalid verification link' });
      return;
    }
    loadAuthClient()
      .then((client) => client.verifyOtp({ token_hash: tokenHash, type: 'signup' }))
      .then(({ error }) =>
        setOutcome(
          error ? { state: 'error', reason: error.message || 'Verification failed' } : { state: 'success' },
        ),
      )
      .catch(() => setOutcome({ state: 'error', reason: 'Verification failed' }));
  }, [params]);

  useEffect(() => {
    if (outcome.state !== 'success') return;
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [outcome.state, navigate]);

  if (outcome.state === 'loading')
    return (
      <AuthLayout title="Verifying your email">
        <Spinner label="Verifying your email address…" visible />
      </AuthLayout>
    );

  if (outcome.state === 'success')
    return (
      <AuthLayout title="Email Verified!">
        <div className="flex flex-col items-center text-center" role="status">
          <CircleCheck aria-hidden className="mb-4 size-12 text-emerald-600 dark:text-emerald-400" />
          <p className="text-slate-700 dark:text-slate-300">
            Your email address is confirmed. Taking you to your journal…
          </p>
        </div>
      </AuthLayout>
    );

  return (
    <AuthLayout title="Verification Failed">
      <div className="flex flex-col items-center text-center" role="alert">
        <CircleX aria-hidden className="mb-4 size-12 text-red-600 dark:text-red-400" />
        <p className="text-slate-700 dark:text-slate-300">
          {outcome.reason === 'Invalid verification link'
            ? outcome.reason
            : 'There was an error verifying your email address.'}
        </p>
        {outcome.reason !== 'Invalid verification link' && (
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{outcome.reason}</p>
        )}
        <Link
          to="/auth"
          className="mt-6 inline-flex w-full items-center justify-center rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-medium text-white hover:bg-indigo-500"
        >
          Back to Sign In
        </Link>
      </div>
    </AuthLayout>
  );
}
