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
  return (
    <>
      {progress && (
        <div className="space-y-1" data-testid={testId}>
          <progress className="w-full" max={100} value={progress.percent ?? undefined} />
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {formatBytes(progress.bytes)}
            {progress.percent !== null ? ` · ${progress.percent}%` : ''}
          </p>
        </div>
      )}
      {done && <Alert tone="success">Saved {done}.</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
    </>
  );
}
