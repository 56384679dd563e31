import { useState, type FormEvent, type ReactNode } from 'react';
import { describeAuthError, validateNewPassword } from './validation';
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
  title,
  description,
  onSubmit,
  busy,
  error,
  success,
  submitLabel,
  children,
}: {
  title: string;
  description: string;
  onSubmit: (e: FormEvent) => void;
  busy: boolean;
  error: string | null;
  success: string | null;
  submitLabel: string;
  children: ReactNode;
}) {
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-title`;
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
            {busy ? 'Saving…' : submitLabel}
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

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = current ? validateNewPassword(password, confirm) : 'Please fill in all fields';
    void run(
      problem,
      async () => {
        const client = await loadAuthClient();
        const { error: authError } = await client.updateUser({ password, current_password: current });
        if (authError) throw authError;
        setCurrent('');
        setPassword('');
        setConfirm('');
        return 'Password changed. Your other devices are signed out.';
      },
      'Failed to change password',
    );
  };

  return (
    <SectionForm
      title="Change password"
      description="Confirm with your current password. Every other device is signed out afterwards."
      onSubmit={submit}
      busy={busy}
      error={error}
      success={success}
      submitLabel="Change password"
    >
      <CurrentPasswordField value={current} onChange={setCurrent} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label="Confirm new password"
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

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wanted = next.trim();
    let problem: string | null = null;
    if (!wanted || !current) problem = 'Please fill in all fields';
    else if (wanted.toLowerCase() === email.toLowerCase()) problem = 'That is already your email address';
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
        return `Almost done: follow the link we sent to ${wanted} to confirm it. Until then you sign in with ${email}, which was told of the change and can cancel it.`;
      },
      'Failed to change email address',
    );
  };

  return (
    <SectionForm
      title="Change email address"
      description="Confirm with your current password; the new address gets a link to confirm it."
      onSubmit={submit}
      busy={busy}
      error={error}
      success={success}
      submitLabel="Change email"
    >
      <TextField
        label="New email address"
        type="email"
        autoComplete="email"
        value={next}
        onChange={(e) => setNext(e.target.value)}
      />
      <CurrentPasswordField value={current} onChange={setCurrent} />
    </SectionForm>
  );
}
