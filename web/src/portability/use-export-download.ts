import { useState } from 'react';
import { downloadExport, type Progress } from './download';

/**
 * One export button's state: which path is downloading, its progress, then the saved file's name or the
 * error (what ExportStatus shows). A new download clears the last one's outcome.
 */
export function useExportDownload() {
  const [running, setRunning] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(path: string) {
    setRunning(path);
    setDone(null);
    setError(null);
    setProgress({ bytes: 0, percent: 0 });
    try {
      setDone(await downloadExport(path, setProgress));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setRunning(null);
    }
  }

  return { running, run, status: { progress, done, error } };
}
