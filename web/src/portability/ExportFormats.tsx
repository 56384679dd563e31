import { useState } from 'react';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { downloadExport, type Progress } from './download';
import { ExportStatus } from './ExportStatus';

/** The file exports beside the JSON one (decision 162); the server names each file. */
export const EXPORT_FORMATS = [
  { id: 'journal', path: '/account/export/journal.zip', label: 'Journal as Markdown (.zip)' },
  { id: 'cards', path: '/account/export/cards.csv', label: 'Cards as CSV' },
  { id: 'decks', path: '/account/export/decks.apkg', label: 'Decks for Anki (.apkg)' },
] as const;

type FormatId = (typeof EXPORT_FORMATS)[number]['id'];

/** Profile Settings → Your data: the journal zip, the cards CSV and the Anki package, one at a time. */
export function ExportFormats() {
  const [running, setRunning] = useState<FormatId | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(id: FormatId, path: string) {
    setRunning(id);
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

  return (
    <Card>
      <div className="space-y-3">
        <h3 className="font-medium text-slate-900 dark:text-slate-50">Other formats</h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Your journal as one Markdown file per day, your cards as a spreadsheet, or your decks with their
          review history for Anki.
        </p>
        <div className="flex flex-wrap gap-2">
          {EXPORT_FORMATS.map((f) => (
            <Button
              key={f.id}
              type="button"
              variant="secondary"
              onClick={() => void run(f.id, f.path)}
              disabled={running !== null}
            >
              {running === f.id ? 'Exporting…' : f.label}
            </Button>
          ))}
        </div>
        <ExportStatus progress={progress} done={done} error={error} testId="format-export-progress" />
      </div>
    </Card>
  );
}
