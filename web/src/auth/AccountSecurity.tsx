import { useState, type FormEvent, type ReactNode } from 'react';
import { describeAuthError, validateNewPassword } from './validation';
import { useT } from '../i18n/use-t';
import { loadAuthClient } from '../lib/load-auth-client';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { CurrentPasswordField, TextField } from '../ui/TextField';

/**
 * Profile Settings' sign-in details: a new password and a new email address, each confirmed with the
 * current password (the auth service refuses either without it: decisions 126, 212).
 */
export function AccountSecurity({ email }: { email: string }) {
  return (
    <div className="mt-6 space-y-6">
      <ChangePassword />
      {email && <ChangeEmail email={email} />}
    </div>
  );
}

/** One small form: its fields, an error or a success message, and a submit button. */
function SectionForm({
  id,
  title,
  description,
  onSubmit,
  busy,
  error,
  success,
  submitLabel,
  children,
}: {
  /** Names the heading's id (the title changes with the interface language). */
  id: string;
  title: string;
  description: string;
  onSubmit: (e: FormEvent) => void;
  busy: boolean;
  error: string | null;
  success: string | null;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useT();
  const headingId = `${id}-title`;
  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="space-y-4">
        <div className="space-y-1">
          <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-50">
            {title}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">{description}</p>
        </div>
        {children}
        {error && <Alert tone="error">{error}</Alert>}
        {success && <Alert tone="success">{success}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            {busy ? t('auth.saving') : submitLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Runs one auth request at a time and keeps its error or success text. */
function useAuthRequest() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const run = async (problem: string | null, request: () => Promise<string>, fallback: string) => {
    setSuccess(null);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      setSuccess(await request());
    } catch (err) {
      setError(describeAuthError(err, fallback));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, success, run };
}

function ChangePassword() {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, error, success, run } = useAuthRequest();
  const { t } = useT();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = current ? validateNewPassword(password, confirm) : t('auth.fillAllFields');
    void run(
      problem,
      async () => {
        const client = await loadAuthClient();
        const { error: authError } = await client.updateUser({ password, current_password: current });
        if (authError) throw authError;
        setCurrent('');
        setPassword('');
        setConfirm('');
        return t('auth.changePassword.done');
      },
      t('auth.changePassword.failed'),
    );
  };

  return (
    <SectionForm
      id="change-password"
      title={t('auth.changePassword.title')}
      description={t('auth.changePassword.description')}
      onSubmit={submit}
      busy={busy}
      error={error}
      success={success}
      submitLabel={t('auth.changePassword.submit')}
    >
      <CurrentPasswordField value={current} onChange={setCurrent} />
      <TextField
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label={t('auth.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
    </SectionForm>
  );
}

function ChangeEmail({ email }: { email: string }) {
  const [next, setNext] = useState('');
  const [current, setCurrent] = useState('');
  const { busy, error, success, run } = useAuthRequest();
  const { t } = useT();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wanted = next.trim();
    let problem: string | null = null;
    if (!wanted || !current) problem = t('auth.fillAllFields');
    else if (wanted.toLowerCase() === email.toLowerCase()) problem = t('auth.changeEmail.same');
    void run(
      problem,
      async () => {
        const client = await loadAuthClient();
        const redirect = `${window.location.origin}/profile`;
        const { error: authError } = await client.updateUser(
          { email: wanted, current_password: current },
          { emailRedirectTo: redirect },
        );
        if (authError) throw authError;
        setCurrent('');
        return t('auth.changeEmail.done', { next: wanted, email });
      },
      t('auth.changeEmail.failed'),
    );
  };

  return (
    <SectionForm
      id="change-email-address"
      title={t('auth.changeEmail.title')}
      description={t('auth.changeEmail.description')}
      onSubmit={submit}
      busy={busy}
      error={error}
      success={success}
      submitLabel={t('auth.changeEmail.submit')}
    >
      <TextField
        label={t('auth.changeEmail.newAddress')}
        type="email"
        autoComplete="email"
        value={next}
        onChange={(e) => setNext(e.target.value)}
      />
      <CurrentPasswordField value={current} onChange={setCurrent} />
    </SectionForm>
  );
}
