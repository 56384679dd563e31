import {
  parseCachedStates,
  readRawCache,
  writeCachedStates,
  type CachedCorrectionStates,
} from './correction-states';

/**
 * The per-entry browser cache of correction states as one store for the whole page, so the editor and
 * the 'Corrections Applied: N' card read the same states (useSyncExternalStore). localStorage is the
 * source; a parsed copy is kept while its raw text is unchanged, and in memory when storage refuses.
 */
const parsed = new Map<string, { raw: string | null; states: CachedCorrectionStates }>();
const listeners = new Set<() => void>();

export function cachedStatesSnapshot(entryId: string): CachedCorrectionStates {
  const raw = readRawCache(entryId);
  const known = parsed.get(entryId);
  if (known && known.raw === raw) return known.states;
  const states = parseCachedStates(raw);
  parsed.set(entryId, { raw, states });
  return states;
}

export function storeCachedStates(entryId: string, states: CachedCorrectionStates): void {
  const stored = writeCachedStates(entryId, states);
  parsed.set(entryId, { raw: stored ? readRawCache(entryId) : (parsed.get(entryId)?.raw ?? null), states });
  for (const listener of listeners) listener();
}

export function subscribeCachedStates(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same entry changed its cache.
  const onStorage = () => listener();
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
