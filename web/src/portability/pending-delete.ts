import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../lib/api';

/**
 * Entry deletions waiting out their undo window (decision 159). The DELETE is sent only when the window
 * ends, so an undo needs no server round trip and a closed tab keeps the entry (the safe direction).
 * Leaving the page sends what is pending at once.
 */
export const UNDO_MS = 6000;

export interface PendingDelete {
  entryId: string;
  label: string;
  until: number;
}

let pending: PendingDelete[] = [];
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
let queryClient: QueryClient | null = null;

const emit = () => listeners.forEach((l) => l());

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const pendingDeletes = (): PendingDelete[] => pending;

async function send(entryId: string, keepalive = false) {
  timers.delete(entryId);
  pending = pending.filter((p) => p.entryId !== entryId);
  emit();
  await apiFetch<void>(`/documents/journal/${entryId}`, { method: 'DELETE', keepalive }).catch(
    () => undefined,
  );
  await queryClient?.invalidateQueries();
}

export function scheduleDelete(entryId: string, label: string, client: QueryClient): void {
  queryClient = client;
  if (timers.has(entryId)) return;
  pending = [...pending, { entryId, label, until: Date.now() + UNDO_MS }];
  timers.set(
    entryId,
    setTimeout(() => void send(entryId), UNDO_MS),
  );
  emit();
}

export function undoDelete(entryId: string): void {
  clearTimeout(timers.get(entryId));
  timers.delete(entryId);
  pending = pending.filter((p) => p.entryId !== entryId);
  emit();
}

export const isPendingDelete = (entryId: string) => timers.has(entryId);

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    for (const id of [...timers.keys()]) {
      clearTimeout(timers.get(id));
      void send(id, true);
    }
  });
}
