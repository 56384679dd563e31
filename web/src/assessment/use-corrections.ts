import type { AssessmentCorrection, CorrectionStatesResponse } from '@inkwell/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useCorrectionStatesQuery } from './api/get-correction-states';
import { assessmentKeys } from './api/query-keys';
import { saveCorrectionState } from './api/save-correction-state';
import { saveCorrectionStatesBulk } from './api/save-correction-states-bulk';
import { acceptedCount } from './correction-filters';
import { cachedStatesSnapshot, storeCachedStates, subscribeCachedStates } from './correction-cache';
import {
  markConfirmed,
  mergeCorrectionStates,
  pendingStates,
  type CachedCorrectionStates,
  type CorrectionState,
} from './correction-states';
import { toEditorCorrections, type EditorCorrection } from './editor-corrections';

/** Entries whose unconfirmed changes are being sent again right now. */
const resending = new Set<string>();

export interface CorrectionsController {
  corrections: EditorCorrection[];
  /** 'Corrections Applied: N'. */
  acceptedCount: number;
  /** False until the server's states (or the failure to get them) are known. */
  ready: boolean;
  accept: (id: string) => void;
  reject: (id: string) => void;
  acceptAll: () => void;
}

/**
 * The corrections of an entry with their accepted/rejected states (decision 071): merged from the server
 * and the per-entry browser cache, every change cached at once, then sent to the server. A failed send is
 * only logged; the change stays cached as unconfirmed and is sent again on the next load.
 */
export function useCorrections(entryId: string, assessmentCorrections: readonly AssessmentCorrection[]) {
  const queryClient = useQueryClient();
  const serverQuery = useCorrectionStatesQuery(entryId, true);
  const cached = useSyncExternalStore(subscribeCachedStates, () => cachedStatesSnapshot(entryId));
  const merged = useMemo(() => mergeCorrectionStates(serverQuery.data, cached), [serverQuery.data, cached]);

  const updateCache = useCallback(
    (change: (states: CachedCorrectionStates) => CachedCorrectionStates) =>
      storeCachedStates(entryId, change(cachedStatesSnapshot(entryId))),
    [entryId],
  );

  const confirm = useCallback(
    (sent: Record<string, CorrectionState>, sentAt: number, saved: Promise<CorrectionStatesResponse>) => {
      saved.then(
        (stored) => {
          updateCache((states) => markConfirmed(states, sent, sentAt));
          // The answer is the server's whole map, with its own times: the freshest copy to merge with.
          queryClient.setQueryData(assessmentKeys.correctionStates(entryId), stored);
        },
        (error: unknown) => console.error('Could not save correction state; kept in this browser', error),
      );
    },
    [entryId, queryClient, updateCache],
  );

  const setStates = useCallback(
    (changes: Record<string, CorrectionState>) => {
      const ids = Object.keys(changes);
      if (ids.length === 0) return;
      const now = Date.now();
      updateCache(() => {
        // The merged view already weighed the cache against the server; the cache becomes a copy of it.
        const next = { ...merged };
        for (const id of ids) next[id] = { ...changes[id]!, updated_at: now, pending: true };
        return next;
      });
      const [onlyId] = ids;
      const saved =
        ids.length === 1 && onlyId !== undefined
          ? saveCorrectionState(entryId, { correction_id: onlyId, ...changes[onlyId]! })
          : saveCorrectionStatesBulk(entryId, { states: changes });
      confirm(changes, now, saved);
    },
    [confirm, entryId, merged, updateCache],
  );

  // Unconfirmed changes from an earlier visit go to the server once its states are known (once per
  // page, though the editor and the card both use this hook).
  const resent = useRef<string | null>(null);
  useEffect(() => {
    if (!serverQuery.isSuccess || serverQuery.data === null || resent.current === entryId) return;
    resent.current = entryId;
    const unsent = pendingStates(merged);
    if (Object.keys(unsent).length === 0 || resending.has(entryId)) return;
    resending.add(entryId);
    const sending = saveCorrectionStatesBulk(entryId, { states: unsent });
    confirm(unsent, Date.now(), sending);
    sending.finally(() => resending.delete(entryId)).catch(() => undefined);
  }, [confirm, entryId, merged, serverQuery.data, serverQuery.isSuccess]);

  const corrections = useMemo(
    () => toEditorCorrections(assessmentCorrections, merged),
    [assessmentCorrections, merged],
  );

  return {
    corrections,
    acceptedCount: acceptedCount(corrections),
    ready: !serverQuery.isPending,
    accept: (id: string) => setStates({ [id]: { accepted: true, rejected: false } }),
    reject: (id: string) => setStates({ [id]: { accepted: false, rejected: true } }),
    // Accept-all accepts every open correction; one the learner rejected stays rejected (the list says
    // so), and flags are passed by: they offer nothing to accept.
    acceptAll: () =>
      setStates(
        Object.fromEntries(
          corrections
            .filter((c) => !c.accepted && !c.rejected && !c.flag)
            .map((c) => [c.id, { accepted: true, rejected: false }]),
        ),
      ),
  } satisfies CorrectionsController;
}
