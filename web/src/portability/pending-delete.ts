import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../lib/api';
import { journalPaths } from '../lib/api-paths';
import { t } from '../i18n/runtime';

/**
 * Entry deletions that can still be undone (decision 176). The DELETE goes out at once, so every other
 * tab and device stops seeing the entry; "Undo" asks the server to restore it, which it does for 15 s
 * (longer than this toast, so a click at its last moment on a slow connection still lands).
 */
export const UNDO_MS = 6000;

export interface PendingDelete {
  entryId: string;
  label: string;
  /** Set when the undo request failed (the window passed, or the network): the toast says so. */
  error?: string;
}

let pending: PendingDelete[] = [];
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((l) => l());

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const pendingDeletes = (): PendingDelete[] => pending;

function dismiss(entryId: string) {
  clearTimeout(timers.get(entryId));
  timers.delete(entryId);
  pending = pending.filter((p) => p.entryId !== entryId);
  emit();
}

/** Deletes the entry now and offers an undo for UNDO_MS. Rejects when the server refused the delete. */
export async function deleteWithUndo(entryId: string, label: string, client: QueryClient): Promise<void> {
  await apiFetch<void>(journalPaths.entry(entryId), { method: 'DELETE' });
  // Marked stale, not refetched: the deleted entry's page is still open until the caller moves on, and
  // its reads (entry, assessment, states, session) would only answer 404. Pages mounted next refetch.
  await client.invalidateQueries({ refetchType: 'none' });
  dismiss(entryId);
  pending = [...pending, { entryId, label }];
  timers.set(
    entryId,
    setTimeout(() => dismiss(entryId), UNDO_MS),
  );
  emit();
}

export async function undoDelete(entryId: string, client: QueryClient): Promise<void> {
  clearTimeout(timers.get(entryId));
  try {
    await apiFetch<unknown>(`${journalPaths.entry(entryId)}/restore`, { method: 'POST' });
    dismiss(entryId);
    await client.invalidateQueries();
  } catch (e) {
    pending = pending.map((p) =>
      p.entryId === entryId
        ? { ...p, error: e instanceof Error ? e.message : t('data.entry.undoFailedFallback') }
        : p,
    );
    emit();
    timers.set(
      entryId,
      setTimeout(() => dismiss(entryId), UNDO_MS),
    );
  }
}
