/**
 * The questions a learner skipped, per exercise session, kept in this browser's localStorage so a
 * reload (or coming back tomorrow on the same device) does not ask them to skip each one again before
 * the summary opens (decision 241). Skips are a way through the player, not a result, so they are not
 * sent to the server. Storage may be full or blocked: the player then keeps them for the visit only.
 */
const KEY = 'inkwell.exercise-skips';
/** Sessions remembered; the oldest go first (a learner rarely leaves more half-done). */
const MAX_SESSIONS = 30;

type Stored = { session: string; slots: string[] }[];

function read(storage: Storage): Stored {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (x): x is Stored[number] =>
            typeof x?.session === 'string' &&
            Array.isArray(x.slots) &&
            x.slots.every((s: unknown) => typeof s === 'string'),
        )
      : [];
  } catch {
    return [];
  }
}

export function loadSkips(sessionId: string, storage: Storage = localStorage): Set<string> {
  return new Set(read(storage).find((x) => x.session === sessionId)?.slots ?? []);
}

export function saveSkips(
  sessionId: string,
  slots: ReadonlySet<string>,
  storage: Storage = localStorage,
): void {
  try {
    const others = read(storage).filter((x) => x.session !== sessionId);
    const next = slots.size ? [...others, { session: sessionId, slots: [...slots] }] : others;
    storage.setItem(KEY, JSON.stringify(next.slice(-MAX_SESSIONS)));
  } catch {
    // Quota or privacy mode: the skips last for this visit.
  }
}
