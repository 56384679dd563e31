import {
  importPreview,
  importResult,
  type ImportConflictChoice,
  type ImportPreview,
  type ImportResult,
} from '@inkwell/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
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
  return (
    <div className="mt-8 space-y-6">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-50">Your data</h2>
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
  return (
    <Card>
      <div className="space-y-3">
        <h3 className="font-medium text-slate-900 dark:text-slate-50">Export everything</h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          One JSON file with your entries, assessments, corrections, cards with their review history, and
          exercise sessions with your answers. It can be imported again.
        </p>
        <Button type="button" onClick={() => void run('/account/export.json')} disabled={busy}>
          {busy ? 'Exporting…' : 'Export as JSON'}
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
        <h3 className="font-medium text-slate-900 dark:text-slate-50">Import</h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          An Inkwell JSON export, a Markdown zip, or plain-text and Markdown journals. You see what will be
          created before anything is written.
        </p>
        <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          File to import
          <input
            type="file"
            accept=".json,.zip,.md,.markdown,.txt"
            className="mt-1 block w-full text-sm"
            onChange={(e) => void pick(e.target.files?.[0] ?? null)}
          />
        </label>
        {preview && (
          <div className="space-y-3 text-sm" data-testid="import-preview">
            <p>
              {preview.create.length} new {preview.create.length === 1 ? 'entry' : 'entries'}
              {preview.concepts ? `, ${preview.concepts} words and grammar points` : ''}
              {preview.cards ? `, ${preview.cards} cards with ${preview.reviews} reviews` : ''}
              {preview.sessions ? `, ${preview.sessions} exercise sessions` : ''}.
            </p>
            {preview.create.length > 0 && (
              <ul className="max-h-40 list-disc overflow-auto pl-5">
                {preview.create.map((e) => (
                  <li key={e.day}>
                    {e.day} · {e.words} words
                  </li>
                ))}
              </ul>
            )}
            {preview.conflicts.length > 0 && (
              <fieldset className="space-y-2">
                <legend className="font-medium">
                  {preview.conflicts.length}{' '}
                  {preview.conflicts.length === 1 ? 'day already has' : 'days already have'} an entry:{' '}
                  {preview.conflicts.map((c) => c.day).join(', ')}
                </legend>
                {(
                  [
                    ['skip', 'Skip those days (keep mine)'],
                    ['replace', 'Replace my entry with the imported one'],
                    ['append', 'Keep both: add the imported text below mine (not for analysed entries)'],
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
              {busy ? 'Importing…' : 'Import'}
            </Button>
          </div>
        )}
        {result && (
          <Alert tone="success">
            Imported: {result.created} new, {result.replaced} replaced, {result.appended} added to,{' '}
            {result.skipped} skipped.
          </Alert>
        )}
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Card>
  );
}

function DeleteAccountCard({ email }: { email: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
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
          Delete account
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">This deletes, for good and at once:</p>
        <ul className="list-disc pl-5 text-sm text-slate-600 dark:text-slate-300">
          <li>your account ({email}) and profile, and signs out every device</li>
          <li>every journal entry with its assessment and corrections</li>
          <li>every word, grammar point and card with its review history</li>
          <li>every exercise session with your answers</li>
          <li>the mails Inkwell kept for you</li>
        </ul>
        <p className="text-sm text-slate-600 dark:text-slate-300">Export first if you want to keep a copy.</p>
        <CurrentPasswordField value={password} onChange={setPassword} />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="button" onClick={() => void remove()} disabled={busy || password === ''}>
          {busy ? 'Deleting…' : 'Delete my account'}
        </Button>
      </section>
    </Card>
  );
}
