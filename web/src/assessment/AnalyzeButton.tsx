import { CheckCircle2, Loader2, Sparkles } from 'lucide-react';
import type { AnalysisStatus } from './use-entry-analysis';

const LABELS: Record<AnalysisStatus, string> = {
  idle: 'Analyze Entry',
  analyzing: 'Analyzing...',
  analyzed: 'Analyzed',
};

/** Analyze Entry / Analyzing... / Analyzed; disabled while running, once done, or when not allowed. */
export function AnalyzeButton({
  status,
  disabled = false,
  onAnalyze,
}: {
  status: AnalysisStatus;
  disabled?: boolean;
  onAnalyze: () => void;
}) {
  const Icon = status === 'analyzing' ? Loader2 : status === 'analyzed' ? CheckCircle2 : Sparkles;
  return (
    <button
      type="button"
      onClick={onAnalyze}
      disabled={disabled || status !== 'idle'}
      aria-busy={status === 'analyzing'}
      className="inline-flex items-center gap-2 rounded-xl bg-emerald-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-emerald-800 disabled:cursor-default disabled:bg-slate-200 disabled:text-slate-500 dark:bg-emerald-700 dark:hover:bg-emerald-800 dark:disabled:bg-slate-800 dark:disabled:text-slate-400"
    >
      <Icon className={status === 'analyzing' ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
      {LABELS[status]}
    </button>
  );
}
