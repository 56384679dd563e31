/**
 * GETs a page will make as soon as it renders, started by main.tsx while the page's chunk is still
 * downloading (decision 114). apiFetch takes a matching response instead of asking again. On a slow
 * connection this saves the round trips of the chunk and of the first render before any data request.
 *
 * An early response is taken at most once, only within EARLY_MS of its start, and all are dropped on any
 * write or change of user: a page never reads an answer older than what it just did.
 */
const EARLY_MS = 10_000;

interface EarlyRequest {
  response: Promise<Response>;
  startedAt: number;
}

const pending = new Map<string, EarlyRequest>();

/** Starts `GET /api{path}` for each path with the session's access token. */
export function startEarlyRequests(paths: readonly string[], accessToken: string): void {
  const startedAt = Date.now();
  for (const path of paths) {
    const response = fetch(`/api${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
    response.catch(() => undefined); // a failure surfaces when taken (apiFetch's network error), never unhandled
    pending.set(path, { response, startedAt });
  }
}

/** The early response for `path`, if one was started recently and not taken yet. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const early = pending.get(path);
  pending.delete(path);
  if (!early || Date.now() - early.startedAt > EARLY_MS) return undefined;
  return early.response;
}

export function dropEarlyRequests(): void {
  pending.clear();
}
