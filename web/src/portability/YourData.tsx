import {
  importPreview,
  importResult,
  type ImportConflictChoice,
  type ImportPreview,
  type ImportResult,
} from '@inkwell/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useT } from '../i18n/use-t';
import { apiFetch, apiFetchParsed, jsonBody } from '../lib/api';
import { loadAuthClient } from '../lib/load-auth-client';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { CurrentPasswordField } from '../ui/TextField';
import { ExportStatus } from './ExportStatus';
import { ExportFormats } from './ExportFormats';
import { useExportDownload } from './use-export-download';

/** Profile Settings → Your data: export, import, delete the account (issue 15). */
export function YourData({ email }: { email: string }) {
  const { t } = useT();
  return (
    <div className="mt-8 space-y-6">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-50">{t('data.title')}</h2>
      <ExportCard />
      <ExportFormats />
      <ImportCard />
      <DeleteAccountCard email={email} />
    </div>
  );
}

function ExportCard() {
  const { running, run, status } = useExportDownload();
  const busy = running !== null;
  const { t } = useT();
  return (
    <Card>
      <div className="space-y-3">
        <h3 className="font-medium text-slate-900 dark:text-slate-50">{t('data.export.title')}</h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('data.export.description')}</p>
        <Button type="button" onClick={() => void run('/account/export.json')} disabled={busy}>
          {busy ? t('data.exporting') : t('data.export.json')}
        </Button>
        <ExportStatus {...status} testId="export-progress" />
      </div>
    </Card>
  );
}

function ImportCard() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [choice, setChoice] = useState<ImportConflictChoice>('skip');
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useT();

  // The preview (commit=0) and the import's result are each checked against their schema (decision 185).
  const uploadPath = (f: File, commit: boolean) =>
    `/account/import?file=${encodeURIComponent(f.name)}&commit=${commit ? 1 : 0}&on_conflict=${choice}`;
  const uploadInit = (f: File) => ({
    method: 'POST',
    body: f,
    headers: { 'content-type': 'application/octet-stream' },
  });

  async function pick(f: File | null) {
    setFile(f);
    setPreview(null);
    setResult(null);
    setError(null);
    if (!f) return;
    setBusy(true);
    try {
      setPreview(await apiFetchParsed(uploadPath(f, false), importPreview, uploadInit(f)));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function commit() {
    if (!file) return;
    setBusy(true);
    try {
      setResult(await apiFetchParsed(uploadPath(file, true), importResult, uploadInit(file)));
      setPreview(null);
      await queryClient.invalidateQueries();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <div className="space-y-3">
        <h3 className="font-medium text-slate-900 dark:text-slate-50">{t('data.import.title')}</h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('data.import.description')}</p>
        <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('data.import.file')}
          {/* The browser words its own file button in its language, not the interface's: ours is drawn instead. */}
          <input
            type="file"
            accept=".json,.zip,.md,.markdown,.txt"
            className="peer sr-only"
            onChange={(e) => void pick(e.target.files?.[0] ?? null)}
          />
          <span
            aria-hidden="true"
            className="mt-1 flex cursor-pointer items-center gap-3 rounded-lg peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500"
          >
            <span className="rounded-lg border border-slate-300 px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800">
              {t('data.import.choose')}
            </span>
            <span className="truncate font-normal text-slate-500 dark:text-slate-400">
              {file?.name ?? t('data.import.noFile')}
            </span>
          </span>
        </label>
        {preview && (
          <div className="space-y-3 text-sm" data-testid="import-preview">
            <p>{previewSummary(preview, t)}</p>
            {preview.create.length > 0 && (
              <ul className="max-h-40 list-disc overflow-auto pl-5">
                {preview.create.map((e) => (
                  <li key={e.day}>{t('data.import.dayWords', { day: e.day, n: e.words })}</li>
                ))}
              </ul>
            )}
            {preview.conflicts.length > 0 && (
              <fieldset className="space-y-2">
                <legend className="font-medium">
                  {t('data.import.conflicts', {
                    n: preview.conflicts.length,
                    days: preview.conflicts.map((c) => c.day).join(', '),
                  })}
                </legend>
                {(
                  [
                    ['skip', t('data.import.skip')],
                    ['replace', t('data.import.replace')],
                    ['append', t('data.import.append')],
                  ] as const
                ).map(([value, text]) => (
                  <label key={value} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="on-conflict"
                      checked={choice === value}
                      onChange={() => setChoice(value)}
                    />
                    {text}
                  </label>
                ))}
              </fieldset>
            )}
            <Button type="button" onClick={() => void commit()} disabled={busy}>
              {busy ? t('data.import.importing') : t('data.import.submit')}
            </Button>
          </div>
        )}
        {result && (
          <Alert tone="success">
            {t('data.import.result', {
              created: result.created,
              replaced: result.replaced,
              appended: result.appended,
              skipped: result.skipped,
            })}
          </Alert>
        )}
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Card>
  );
}

/** "1 new entry, 3 words and grammar points, 2 cards with 5 reviews, 1 exercise session." */
function previewSummary(preview: ImportPreview, t: ReturnType<typeof useT>['t']): string {
  const parts = [t('data.import.newEntries', { n: preview.create.length })];
  if (preview.concepts) parts.push(t('data.import.concepts', { n: preview.concepts }));
  if (preview.cards) parts.push(t('data.import.cards', { n: preview.cards, reviews: preview.reviews }));
  if (preview.sessions) parts.push(t('data.import.sessions', { n: preview.sessions }));
  return `${parts.join(', ')}.`;
}

function DeleteAccountCard({ email }: { email: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const { t } = useT();
  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await apiFetch<void>('/account', { method: 'DELETE', body: jsonBody({ current_password: password }) });
      await (await loadAuthClient()).signOut({ scope: 'local' }).catch(() => undefined);
      window.location.assign('/');
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  }
  return (
    <Card>
      <section className="space-y-3" aria-labelledby={titleId}>
        <h3 id={titleId} className="font-medium text-rose-700 dark:text-rose-300">
          {t('data.delete.title')}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('data.delete.intro')}</p>
        <ul className="list-disc pl-5 text-sm text-slate-600 dark:text-slate-300">
          <li>{t('data.delete.account', { email })}</li>
          <li>{t('data.delete.entries')}</li>
          <li>{t('data.delete.cards')}</li>
          <li>{t('data.delete.sessions')}</li>
          <li>{t('data.delete.mails')}</li>
        </ul>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('data.delete.exportFirst')}</p>
        <CurrentPasswordField value={password} onChange={setPassword} />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="button" onClick={() => void remove()} disabled={busy || password === ''}>
          {busy ? t('data.delete.deleting') : t('data.delete.submit')}
        </Button>
      </section>
    </Card>
  );
}
