import { readStoredSession } from './stored-session';

/**
 * GETs a page will make as soon as it renders, started by the boot script (or main.tsx) while the app's
 * chunks are still downloading (decisions 114, 125). apiFetch takes a matching response instead of asking again. On a slow
 * connection this saves the round trips of the chunk and of the first render before any data request.
 *
 * An early response is taken at most once, only within EARLY_MS of its start, and all are dropped on any
 * write or change of user: a page never reads an answer older than what it just did.
 */
const EARLY_MS = 10_000;

interface EarlyRequest {
  response: Promise<Response>;
  startedAt: number;
  /** The access token it was sent with: only a caller signed in with the same one may take it. */
  token: string;
}

interface Registry {
  /** Set by the first caller of claimEarlyStart: the boot script, or main.tsx when the script did not run. */
  claimed: boolean;
  pending: Map<string, EarlyRequest>;
  /** Counts the drops: a follow-up read whose first answer came from before a drop is not started. */
  drops: number;
}

/**
 * Kept on a global: the boot script is a separate bundle (decision 125) with its own copy of this module,
 * and the app must find what it started.
 */
const REGISTRY_KEY = '__inkwellEarlyRequests';

function registry(): Registry {
  const scope = globalThis as { [REGISTRY_KEY]?: Registry };
  return (scope[REGISTRY_KEY] ??= { claimed: false, pending: new Map(), drops: 0 });
}

/** True for the first caller only, so the boot script and main.tsx never both start the reads. */
export function claimEarlyStart(): boolean {
  const shared = registry();
  if (shared.claimed) return false;
  shared.claimed = true;
  return true;
}

/** Starts `GET /api{path}` for each path with the session's access token. */
export function startEarlyRequests(paths: readonly string[], accessToken: string): void {
  const startedAt = Date.now();
  for (const path of paths) {
    const response = fetch(`/api${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
    response.catch(() => undefined); // a failure surfaces when taken (apiFetch's network error), never unhandled
    registry().pending.set(path, { response, startedAt, token: accessToken });
  }
}

/**
 * The early response for `path`, if one was started recently, with the access token stored now, and not
 * taken yet (a mail link may have signed another user in since it was sent).
 */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const { pending } = registry();
  const early = pending.get(path);
  if (!early) return undefined;
  pending.delete(path);
  const stale = Date.now() - early.startedAt > EARLY_MS;
  if (stale || early.token !== readStoredSession()?.access_token) return undefined;
  return early.response;
}

/**
 * Once the early answer for `path` has arrived, starts the reads `next` names from its JSON body, with
 * the same token: a read that depends on what the first one says (an analysed entry's assessment) then
 * starts as soon as that answer arrives, not once the page's code has run (decision 312). Nothing starts
 * for a failed answer, or when a write or a change of user dropped the early reads in between.
 */
export function startEarlyReadsAfter(path: string, next: (body: unknown) => readonly string[]): void {
  const shared = registry();
  const early = shared.pending.get(path);
  if (!early) return;
  const drops = shared.drops;
  // Registered before the page can take the answer, so its body is copied before the page reads it.
  void early.response
    .then((res) => (res.ok ? (res.clone().json() as Promise<unknown>) : null))
    .then((body) => {
      if (body === null || registry().drops !== drops) return;
      const paths = next(body);
      if (paths.length > 0) startEarlyRequests(paths, early.token);
    })
    .catch(() => undefined); // the page reads the first answer itself and reports what went wrong
}

export function dropEarlyRequests(): void {
  registry().pending.clear();
  registry().drops += 1;
}
