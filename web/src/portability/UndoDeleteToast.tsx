import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useT } from '../i18n/use-t';
import { pendingDeletes, subscribe, undoDelete } from './pending-delete';

/** "Entry deleted — Undo" for a few seconds after a deletion; lives in the shell, across pages. */
export function UndoDeleteToast() {
  const pending = useSyncExternalStore(subscribe, pendingDeletes);
  const queryClient = useQueryClient();
  const { t } = useT();
  if (!pending.length) return null;
  return (
    <div className="fixed inset-x-0 bottom-24 z-50 flex flex-col items-center gap-2 px-4 md:bottom-6">
      {pending.map((p) => (
        <div
          key={p.entryId}
          role="status"
          className="flex items-center gap-4 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
        >
          {p.error ? (
            <span>{t('data.entry.undoFailed', { message: p.error })}</span>
          ) : (
            <>
              <span>{t('data.entry.deleted', { day: p.label })}</span>
              <button
                type="button"
                onClick={() => void undoDelete(p.entryId, queryClient)}
                className="font-semibold text-indigo-300 underline-offset-2 hover:underline dark:text-indigo-700"
              >
                {t('data.entry.undo')}
              </button>
            </>
          )}
        </div>
      ))}
    </div>
  );
}
