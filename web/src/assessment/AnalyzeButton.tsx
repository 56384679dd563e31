import { CheckCircle2, Loader2, Sparkles } from 'lucide-react';
import type { MessageKey } from '../i18n/runtime';
import { useT } from '../i18n/use-t';
import { Button } from '../ui/Button';
import type { AnalysisStatus } from './use-entry-analysis';

const LABELS: Record<AnalysisStatus, MessageKey> = {
  idle: 'analysis.analyze',
  analyzing: 'analysis.analyzing',
  analyzed: 'analysis.analyzed',
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
  const { t } = useT();
  const Icon = status === 'analyzing' ? Loader2 : status === 'analyzed' ? CheckCircle2 : Sparkles;
  return (
    <Button
      variant="go"
      onClick={onAnalyze}
      disabled={disabled || status !== 'idle'}
      aria-busy={status === 'analyzing'}
    >
      <Icon className={status === 'analyzing' ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
      {t(LABELS[status])}
    </Button>
  );
}
