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

/** The per-entry localStorage key (decision 071: browser local storage under a per-entry key). */
export const localStatesKey = (entryId: string) => `inkwell:correction-states:${entryId}`;

const isCached = (v: unknown): v is CachedCorrectionState =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as CachedCorrectionState).accepted === 'boolean' &&
  typeof (v as CachedCorrectionState).rejected === 'boolean';

/** Parses a stored cache; anything unreadable (old format, hand edits) counts as empty. */
export function parseCachedStates(raw: string | null): CachedCorrectionStates {
  const states: CachedCorrectionStates = {};
  try {
    const value: unknown = JSON.parse(raw ?? '{}');
    if (typeof value !== 'object' || value === null) return states;
    for (const [id, entry] of Object.entries(value)) {
      if (!isCached(entry)) continue;
      states[id] = {
        accepted: entry.accepted,
        rejected: entry.rejected,
        updated_at: typeof entry.updated_at === 'number' ? entry.updated_at : 0,
        pending: entry.pending === true,
      };
    }
  } catch {
    // Broken JSON: start afresh rather than break the page.
  }
  return states;
}

/** The raw stored cache of one entry, or null (none, or no storage). */
export function readRawCache(entryId: string, storage: Storage | undefined = globalThis.localStorage) {
  try {
    return storage?.getItem(localStatesKey(entryId)) ?? null;
  } catch {
    return null;
  }
}

export const readCachedStates = (entryId: string, storage: Storage | undefined = globalThis.localStorage) =>
  parseCachedStates(readRawCache(entryId, storage));

/** Stores the cache of one entry; false when the browser refused (full or disabled storage). */
export function writeCachedStates(
  entryId: string,
  states: CachedCorrectionStates,
  storage: Storage | undefined = globalThis.localStorage,
): boolean {
  try {
    if (!storage) return false;
    storage.setItem(localStatesKey(entryId), JSON.stringify(states));
    return true;
  } catch (error) {
    console.error('Could not cache correction states', error);
    return false;
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
