import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';

/** A spinning indicator with a text for screen readers (and, when `visible`, for everyone). */
export function Spinner({
  label,
  visible = false,
  className,
}: {
  label: string;
  visible?: boolean;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 text-slate-600 dark:text-slate-300', className)}
    >
      <LoaderCircle aria-hidden className="size-6 animate-spin text-indigo-600 dark:text-indigo-400" />
      <span className={visible ? 'text-sm' : 'sr-only'}>{label}</span>
    </div>
  );
}

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
