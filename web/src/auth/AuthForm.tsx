import { useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';

/** The auth forms' frame: their fields, the error under them, and a submit button that says when it is busy. */
export function AuthForm({
  onSubmit,
  error,
  busy,
  submitLabel,
  busyLabel,
  children,
}: {
  onSubmit: (e: FormEvent) => void;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {children}
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

/** One labelled email or password input of an auth form, bound to a string. */
export function AuthField({
  label,
  type,
  autoComplete,
  value,
  onChange,
}: {
  label: string;
  type: 'email' | 'password';
  autoComplete: 'email' | 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A new password and its confirmation (sign up, reset password). */
export function NewPasswordFields({
  label,
  password,
  confirmPassword,
  onPassword,
  onConfirmPassword,
}: {
  label: string;
  password: string;
  confirmPassword: string;
  onPassword: (value: string) => void;
  onConfirmPassword: (value: string) => void;
}) {
  const { t } = useT();
  return (
    <>
      <AuthField
        label={label}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
      />
      <AuthField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={onConfirmPassword}
      />
    </>
  );
}

/**
 * The submit plumbing of the auth forms: `submit(problem, request)` shows the validation problem, or runs
 * the request while busy and shows the error it returns (null: none).
 */
export function useAuthSubmit() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(problem: string | null, request: () => Promise<string | null>): Promise<void> {
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      setError(await request());
    } finally {
      setBusy(false);
    }
  }

  return { error, busy, submit };
}
