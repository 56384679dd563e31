import { dropEarlyRequests, takeEarlyResponse } from './early-requests';
import { currentSession } from './load-auth-client';

/** An API failure with the server's `detail` text (or a fallback) and its status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Calls the product API with the current session's access token. A non-2xx answer throws ApiError
 * carrying the server's detail text, or `fallback` when the body has none.
 */
export async function apiFetch<T>(path: string, init: RequestInit & { fallback?: string } = {}): Promise<T> {
  const read = (init.method ?? 'GET') === 'GET' && init.body === undefined;
  if (!read) dropEarlyRequests(); // what was read early may be changed by this write
  let res: Response;
  try {
    res = await ((read && takeEarlyResponse(path)) || send(path, init));
  } catch {
    throw new ApiError(init.fallback ?? 'Network error: the server could not be reached', 0);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { detail?: unknown } | null;
    const detail = typeof body?.detail === 'string' ? body.detail : undefined;
    throw new ApiError(detail ?? init.fallback ?? `Request failed (${res.status})`, res.status);
  }
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  const session = await currentSession();
  const headers = new Headers(init.headers);
  if (session) headers.set('authorization', `Bearer ${session.access_token}`);
  if (init.body !== undefined && !headers.has('content-type'))
    headers.set('content-type', 'application/json');
  return fetch(`/api${path}`, { ...init, headers });
}

export const jsonBody = (value: unknown): string => JSON.stringify(value);
