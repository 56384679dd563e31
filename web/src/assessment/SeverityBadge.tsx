import { cn } from '../ui/cn';
import { severityLabel } from './correction-severity';

/** A small 'Major' / 'Minor' label beside a correction; nothing when it has no known severity. */
export function SeverityBadge({ severity }: { severity: string | null | undefined }) {
  const label = severityLabel(severity);
  if (!label) return null;
  return (
    <span
      className={cn(
        'rounded-full px-1.5 py-0.5 text-[0.7rem] leading-none font-semibold',
        severity === 'major'
          ? 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200'
          : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
      )}
    >
      {label}
    </span>
  );
}
