import type { CorrectionStatesResponse } from '@inkwell/contract';

/** What the editor needs to know of one correction's state. */
export interface CorrectionState {
  accepted: boolean;
  rejected: boolean;
}

/** A state kept in the browser: when it changed, and whether the server has confirmed it yet. */
export interface CachedCorrectionState extends CorrectionState {
  updated_at: number;
  /** True until the server answered the POST that carries this change. */
  pending: boolean;
}

export type CachedCorrectionStates = Record<string, CachedCorrectionState>;

export const PENDING_STATE: CorrectionState = { accepted: false, rejected: false };

/** The per-entry localStorage key (spec §7: "browser local storage under a per-entry key"). */
export const localStatesKey = (entryId: string) => `inkwell:correction-states:${entryId}`;

const isCached = (v: unknown): v is CachedCorrectionState =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as CachedCorrectionState).accepted === 'boolean' &&
  typeof (v as CachedCorrectionState).rejected === 'boolean';

/** Reads the cache of one entry; anything unreadable (old format, hand edits, no storage) counts as empty. */
export function readCachedStates(entryId: string, storage: Storage | undefined = globalThis.localStorage) {
  const states: CachedCorrectionStates = {};
  try {
    const raw: unknown = JSON.parse(storage?.getItem(localStatesKey(entryId)) ?? '{}');
    if (typeof raw !== 'object' || raw === null) return states;
    for (const [id, value] of Object.entries(raw)) {
      if (!isCached(value)) continue;
      states[id] = {
        accepted: value.accepted,
        rejected: value.rejected,
        updated_at: typeof value.updated_at === 'number' ? value.updated_at : 0,
        pending: value.pending === true,
      };
    }
  } catch {
    // Broken JSON: start afresh rather than break the page.
  }
  return states;
}

export function writeCachedStates(
  entryId: string,
  states: CachedCorrectionStates,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(localStatesKey(entryId), JSON.stringify(states));
  } catch (error) {
    // Full or disabled storage: the state still lives in memory and on the server.
    console.error('Could not cache correction states', error);
  }
}

/**
 * One state per correction id, from the server's map and the browser cache (decision 071). The server
 * wins — another device may have changed it since — except over a cached change it has not confirmed
 * that is newer than the server's copy (a POST that failed while offline). With no server map (the call
 * failed), the cache is all there is.
 */
export function mergeCorrectionStates(
  server: CorrectionStatesResponse | null | undefined,
  cached: CachedCorrectionStates,
): Record<string, CachedCorrectionState> {
  const merged: Record<string, CachedCorrectionState> = {};
  for (const [id, s] of Object.entries(server ?? {})) {
    merged[id] = { accepted: s.accepted, rejected: s.rejected, updated_at: s.updated_at, pending: false };
  }
  for (const [id, local] of Object.entries(cached)) {
    const remote = merged[id];
    if (!remote || (local.pending && local.updated_at > remote.updated_at)) merged[id] = local;
  }
  return merged;
}

/** The cached changes the server has not confirmed, as a bulk request's `states`. */
export function pendingStates(
  states: Record<string, CachedCorrectionState>,
): Record<string, CorrectionState> {
  const out: Record<string, CorrectionState> = {};
  for (const [id, s] of Object.entries(states)) {
    if (s.pending) out[id] = { accepted: s.accepted, rejected: s.rejected };
  }
  return out;
}

/** The states after the server confirmed `sent` (only those still equal to what was sent, at that time). */
export function markConfirmed(
  states: CachedCorrectionStates,
  sent: Record<string, CorrectionState>,
  sentAt: number,
): CachedCorrectionStates {
  const next = { ...states };
  for (const [id, s] of Object.entries(sent)) {
    const now = next[id];
    if (now && now.updated_at <= sentAt && now.accepted === s.accepted && now.rejected === s.rejected) {
      next[id] = { ...now, pending: false };
    }
  }
  return next;
}
