import { useT } from '../i18n/use-t';
import { Alert } from '../ui/Alert';
import { formatBytes, type Progress } from './download';

/** An export's progress bar with bytes and percent, then the saved file's name or the error. */
export function ExportStatus({
  progress,
  done,
  error,
  testId,
}: {
  progress: Progress | null;
  done: string | null;
  error: string | null;
  /** data-testid of the progress block. */
  testId: string;
}) {
  const { t, intl, locale } = useT();
  return (
    <>
      {progress && (
        <div className="space-y-1" data-testid={testId}>
          <progress className="w-full" max={100} value={progress.percent ?? undefined} />
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {formatBytes(progress.bytes, locale)}
            {progress.percent !== null &&
              ` · ${intl.formatNumber(progress.percent / 100, { style: 'percent' })}`}
          </p>
        </div>
      )}
      {done && <Alert tone="success">{t('data.saved', { file: done })}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
    </>
  );
}
