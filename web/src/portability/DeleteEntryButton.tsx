import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { AlertDialog } from '../lib/lazy-alert-dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/use-t';
import { deleteWithUndo, UNDO_MS } from './pending-delete';

/** Delete on the entry's page: a confirmation that says what goes and what stays, then an undo toast. */
export function DeleteEntryButton({ entryId, label }: { entryId: string; label: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useT();
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <button
          type="button"
          className="inline-flex items-center gap-2 rounded-xl border border-slate-200 px-3 py-2 text-sm font-medium text-slate-600 hover:border-rose-300 hover:text-rose-700 dark:border-slate-700 dark:text-slate-300"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('data.entry.delete')}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,90vw)] -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-slate-50">
            {t('data.entry.confirmTitle', { day: label })}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-600 dark:text-slate-300">
            {t('data.entry.confirmText', { n: UNDO_MS / 1000 })}
          </AlertDialog.Description>
          {error && (
            <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className="rounded-xl px-4 py-2 text-sm font-medium text-slate-600 dark:text-slate-300">
              {t('data.entry.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className="rounded-xl bg-rose-600 px-4 py-2 text-sm font-semibold text-white hover:bg-rose-500"
              disabled={busy}
              onClick={(e) => {
                // The dialog stays open until the server has deleted it, so a refusal can be shown here.
                e.preventDefault();
                setBusy(true);
                setError(null);
                deleteWithUndo(entryId, label, queryClient).then(
                  () => {
                    setBusy(false);
                    setOpen(false);
                    void navigate('/journals');
                  },
                  (err: unknown) => {
                    setBusy(false);
                    setError(err instanceof Error ? err.message : t('data.entry.notDeleted'));
                  },
                );
              }}
            >
              {t('data.entry.confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
