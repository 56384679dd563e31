import { useId, type InputHTMLAttributes } from 'react';
import { useT } from '../i18n/use-t';
import { cn } from './cn';

export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 disabled:bg-slate-100 disabled:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:disabled:bg-slate-800';

/** A labelled input; the label is tied to the input so screen readers and tests find it by name. */
export function TextField({
  label,
  className,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId();
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <input id={id} className={inputClass} {...props} />
    </div>
  );
}

/** The "Current password" field that every re-authentication (password, email, account deletion) asks for. */
export function CurrentPasswordField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useT();
  return (
    <TextField
      label={t('auth.currentPassword')}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
