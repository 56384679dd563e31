import { useT } from '../i18n/use-t';
import type { MessageKey } from '../i18n/runtime';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { ExportStatus } from './ExportStatus';
import { useExportDownload } from './use-export-download';

/** The file exports beside the JSON one (decision 162); the server names each file. */
export const EXPORT_FORMATS = [
  { id: 'journal', path: '/account/export/journal.zip', label: 'data.formats.journal' },
  { id: 'cards', path: '/account/export/cards.csv', label: 'data.formats.cards' },
  { id: 'decks', path: '/account/export/decks.apkg', label: 'data.formats.decks' },
] as const satisfies ReadonlyArray<{ id: string; path: string; label: MessageKey }>;

/** Profile Settings → Your data: the journal zip, the cards CSV and the Anki package, one at a time. */
export function ExportFormats() {
  const { running, run, status } = useExportDownload();
  const { t } = useT();

  return (
    <Card>
      <div className="space-y-3">
        <h3 className="font-medium text-slate-900 dark:text-slate-50">{t('data.formats.title')}</h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('data.formats.description')}</p>
        <div className="flex flex-wrap gap-2">
          {EXPORT_FORMATS.map((f) => (
            <Button
              key={f.id}
              type="button"
              variant="secondary"
              onClick={() => void run(f.path)}
              disabled={running !== null}
            >
              {running === f.path ? t('data.exporting') : t(f.label)}
            </Button>
          ))}
        </div>
        <ExportStatus {...status} testId="format-export-progress" />
      </div>
    </Card>
  );
}
