import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

type Variant = 'primary' | 'secondary' | 'ghost' | 'link' | 'strong' | 'small' | 'go' | 'quiet';

/**
 * The shape most buttons share. Each variant carries its whole look, shape included: `cn` only joins
 * classes, and of two that set one property the stylesheet's order decides, not the class list's, so a
 * variant must not fight its base.
 */
const shape = 'gap-2 rounded-lg px-4 py-2.5 font-medium disabled:cursor-not-allowed';

const variants: Record<Variant, string> = {
  primary: `${shape} bg-indigo-600 text-white shadow-sm hover:bg-indigo-500 disabled:bg-indigo-300 dark:disabled:bg-indigo-900 dark:disabled:text-indigo-300`,
  secondary: `${shape} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700`,
  ghost: `${shape} text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800`,
  link: `${shape} px-0 py-0 text-indigo-600 underline-offset-4 hover:underline dark:text-indigo-400`,
  /** The main action of a panel on the entry page (Save Changes, Add to Practice Deck): rounder and bolder. */
  strong:
    'gap-2 rounded-xl bg-indigo-600 px-4 py-2 font-semibold text-white shadow-sm hover:bg-indigo-500 disabled:cursor-default disabled:bg-slate-200 disabled:text-slate-500 dark:bg-indigo-500 dark:hover:bg-indigo-600 dark:disabled:bg-slate-800 dark:disabled:text-slate-400',
  /** A small outlined button among others of its kind (the kept copy's Copy, Use, Discard). */
  small:
    'gap-1.5 rounded-lg px-3 py-1.5 font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800',
  /** The entry's next step, in green: Analyze Entry, Launch Exercise. */
  go: 'gap-2 rounded-xl bg-emerald-700 px-4 py-2 font-semibold text-white shadow-sm hover:bg-emerald-800 disabled:cursor-default disabled:bg-slate-200 disabled:text-slate-500 dark:bg-emerald-700 dark:hover:bg-emerald-800 dark:disabled:bg-slate-800 dark:disabled:text-slate-400',
  /** A step that is waiting or over, beside `go` (the exercise launcher's checking, generating, cancelled, Retry, Regenerate). */
  quiet:
    'gap-2 rounded-xl bg-slate-100 px-4 py-2 font-semibold text-slate-600 shadow-sm disabled:cursor-default dark:bg-slate-800 dark:text-slate-300',
};

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex items-center justify-center text-sm transition-colors',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
