import { Loader2 } from 'lucide-react';

/** A calm spinner with its text, announced politely to screen readers. */
export function LoadingState({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div
      role="status"
      className={`flex items-center justify-center gap-2 py-10 text-sm text-slate-500 dark:text-slate-400 ${className}`}
    >
      <Loader2 className="size-5 animate-spin text-indigo-500" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
