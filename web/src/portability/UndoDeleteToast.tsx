import { useSyncExternalStore } from 'react';
import { pendingDeletes, subscribe, undoDelete } from './pending-delete';

/** "Entry deleted — Undo" while a deletion waits out its window; lives in the shell, across pages. */
export function UndoDeleteToast() {
  const pending = useSyncExternalStore(subscribe, pendingDeletes);
  if (!pending.length) return null;
  return (
    <div className="fixed inset-x-0 bottom-24 z-50 flex flex-col items-center gap-2 px-4 md:bottom-6">
      {pending.map((p) => (
        <div
          key={p.entryId}
          role="status"
          className="flex items-center gap-4 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
        >
          <span>Entry of {p.label} deleted.</span>
          <button
            type="button"
            onClick={() => undoDelete(p.entryId)}
            className="font-semibold text-indigo-300 underline-offset-2 hover:underline dark:text-indigo-700"
          >
            Undo
          </button>
        </div>
      ))}
    </div>
  );
}
